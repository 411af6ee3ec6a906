import type { TranslationShape } from '@evax/shared/runtime';
import type { widgetsFr } from './widgets.fr.js';

export const widgetsAr: TranslationShape<typeof widgetsFr> = {
  GENERAL: {
    ERROR_DOWNLOAD_PDF: 'تعذّر تنزيل ملف PDF، يرجى المحاولة لاحقًا',
    DOWNLOAD_PDF: 'تنزيل PDF',
    BACK: 'رجوع',
    NEXT: 'التالي',
    SAVE: 'حفظ',
    CANCEL: 'إلغاء',
    CONFIRM: 'تأكيد',
    CLOSE: 'إغلاق',
    EDIT: 'تعديل',
    SHOW: 'عرض',
    ACTIONS: 'إجراءات',
    SAVE_FAILED: 'تعذّر الحفظ',
  },
  WIDGETS: {
    DETAIL: {
      EDIT_MENU: 'تعديلات أخرى',
      OPEN_FILE: 'فتح الملف',
      LOADING: 'جارٍ التحميل…',
      PDF_FAILED: 'تعذّر عرض ملف PDF',
      PAGE: 'الصفحة {{page}} من {{count}}',
    },
    CALENDAR: {
      MONTH: 'شهر',
      WEEK: 'أسبوع',
      DAY: 'يوم',
      PREVIOUS: 'السابق',
      NEXT: 'التالي',
      TODAY: 'اليوم',
      VIEW: 'العرض',
      NO_EVENT: 'لا توجد مواعيد',
    },
    KPI: {
      TOTAL: 'مجموع التسجيلات',
      BY_AGENTS: 'تسجيلات الأعوان',
      BY_CITIZENS: 'تسجيلات المواطنين',
    },
    CROPPER: {
      TITLE: 'قص الصورة',
      ZOOM: 'تكبير',
      PREVIEW: 'معاينة القص',
    },
    UPLOAD: {
      DONE: 'تم إرسال الملف',
      UPLOADING: 'جارٍ الإرسال…',
      TOO_SMALL: 'الملف صغير جدًا',
      TOO_BIG: 'الملف كبير جدًا',
      FAILED: 'فشل الإرسال',
      ABORTED: 'تم إيقاف الإرسال',
      REMOVE: 'إزالة',
    },
  },
};
