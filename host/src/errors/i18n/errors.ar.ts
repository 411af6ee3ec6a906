import type { TranslationShape } from '@evax/shared/runtime';
import type { errorsFr } from './errors.fr';

export const errorsAr: TranslationShape<typeof errorsFr> = {
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
