import type { TranslationShape } from '@evax/shared/runtime';
import type { fr } from './feedback.fr';

export const ar: TranslationShape<typeof fr> = {
  ERROR: {
    OFFLINE_ERROR: {
      TITLE: 'غير متصل',
      SUB_TITLE: 'انقطع الاتصال بالشبكة',
      DESC: 'تحقق من اتصالك بالإنترنت. ستعود الصفحة فور استعادة الشبكة، ويمكنك أيضا إعادة تحميلها.',
    },
  },
  GENERAL: {
    REFRESH: 'تحديث',
    SUCCESS: 'تم تسجيل العملية بنجاح',
  },
  LAYOUT: {
    BREADCRUMB: 'مسار التنقل',
    SCROLL_TO_TOP: 'العودة إلى أعلى الصفحة',
    SKIP_TO_CONTENT: 'الانتقال إلى المحتوى',
  },
};
