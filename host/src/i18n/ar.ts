import type { TranslationShape } from '@evax/shared/runtime';
import type { fr } from './fr';

export const ar: TranslationShape<typeof fr> = {
  APP: {
    NAME: 'eVax',
    TAGLINE: 'البرنامج الوطني لتلقيح الأطفال',
  },
  MENU: {
    HOME: 'الرئيسية',
    TOGGLE: 'إظهار القائمة أو إخفاؤها',
  },
  HEADER: {
    WELCOME: 'مرحبا',
    SUPERUSER: 'مشرف عام',
    DSSB: 'المستوى الوطني',
  },
  HOME: {
    WELCOME: 'مرحبا، {{name}}',
    DESC: 'هذا ما يمكنك القيام به اليوم.',
    NOTHING: 'لم يُفتح لك أي فضاء عمل بعد: اتصل بالمشرف.',
    OPEN: 'فتح',
  },
  AREA: {
    LOADING: 'جار تحميل الفضاء…',
    UNAVAILABLE: {
      TITLE: 'الفضاء غير متوفر',
      DESC: 'تعذر تحميل هذا الفضاء. تبقى الفضاءات الأخرى متاحة.',
    },
  },
  GENERAL: {
    BACK_HOME: 'العودة إلى الرئيسية',
  },
  ERROR: {
    FORBIDDEN: {
      TITLE: '403',
      SUB_TITLE: 'الوصول مرفوض',
      DESC: 'نعتذر، ليس لديك صلاحية الوصول إلى هذه الصفحة',
    },
    NOT_FOUND: {
      TITLE: '404',
      SUB_TITLE: 'الصفحة غير موجودة',
      DESC: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها',
    },
    INTERNAL_ERROR: {
      TITLE: '500',
      SUB_TITLE: 'خطأ داخلي',
      DESC: 'حدث خطأ غير متوقع أثناء عرض هذه الصفحة',
    },
  },
};
