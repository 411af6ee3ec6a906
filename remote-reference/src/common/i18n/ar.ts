import type { TranslationShape } from '@evax/shared/runtime';
import type { commonFr } from './fr';

export const commonAr: TranslationShape<typeof commonFr> = {
  MENU: {
    DCI: 'التسميات المشتركة الدولية',
    SPECIALTY: 'الاختصاصات',
    LISTS: 'قوائم الاختيارات',
  },
  ACTIONS: {
    TITLE: 'الإجراءات',
    SHOW: 'عرض',
    EDIT: 'تعديل',
    ACTIVATE: 'تفعيل',
    DEACTIVATE: 'إلغاء التفعيل',
    DELETE: 'حذف',
    CANCEL: 'إلغاء',
    NEW: 'تسمية جديدة',
    SAVE: 'حفظ',
    BACK: 'رجوع',
  },
  MESSAGES: {
    SAVED: 'تم تسجيل العملية بنجاح',
    DELETED: 'تم حذف التسمية',
  },
  FILES: {
    EXPORT_CSV: 'تصدير (CSV)',
    EXPORT_XLSX: 'تصدير (XLSX)',
    IMPORT: 'استيراد',
    IMPORT_TITLE: 'استيراد التسميات',
    CHOOSE: 'اختيار ملف CSV أو XLSX',
    SEND: 'استيراد',
    CLOSE: 'إغلاق',
    COMMITTED: 'تم تسجيل الاستيراد',
    NOT_COMMITTED: 'لم يتم تسجيل أي شيء: صحّح الأسطر المرفوضة ثم أعد المحاولة',
    TOTAL: 'الأسطر',
    IGNORED_COLUMNS: 'أعمدة غير معروفة تم تجاهلها: {{columns}}',
    NO_REJECTED: 'لا توجد أسطر مرفوضة',
    TOO_LARGE: 'الملف كبير جدا ({{size}} ميغابايت كحد أقصى)',
    ROW: 'السطر',
    DETAIL: 'السبب',
    STATUS: {
      created: 'المُنشأة',
      updated: 'المُعدّلة',
      unchanged: 'دون تغيير',
      rejected: 'المرفوضة',
    },
    MODE: {
      all_or_nothing: 'الكل أو لا شيء',
      partial: 'الاحتفاظ بالأسطر الصحيحة',
    },
  },
};
