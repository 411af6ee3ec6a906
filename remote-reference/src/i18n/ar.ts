import type { TranslationShape } from '@evax/shared/runtime';
import type { fr } from './fr';

export const ar: TranslationShape<typeof fr> = {
  REFERENCE: {
    MENU: {
      DCI: 'التسميات المشتركة الدولية',
    },
    DCI: {
      SEARCH: 'البحث عن تسمية',
      COLUMNS: {
        NAME: 'التسمية المشتركة الدولية',
        VACCINE_TYPE: 'نوع اللقاح',
        CATEGORY: 'الصنف',
        AGE_RANGE: 'الفئة العمرية',
        STATUS: 'الحالة',
      },
      STATUS: {
        ACTIVE: 'مفعّلة',
        ARCHIVED: 'مؤرشفة',
      },
      ACTIVATE: {
        TITLE: 'تفعيل التسمية',
        MESSAGE: 'هل تريد حقا تفعيل هذه التسمية؟',
        OK: 'تفعيل',
      },
      DEACTIVATE: {
        TITLE: 'إلغاء تفعيل التسمية',
        MESSAGE: 'هل تريد حقا إلغاء تفعيل هذه التسمية؟',
        OK: 'إلغاء التفعيل',
      },
      DELETE: {
        TITLE: 'حذف التسمية',
        MESSAGE: 'هل تريد حقا حذف هذه التسمية؟ لا يمكن التراجع عن هذا الإجراء.',
      },
      FORM: {
        ADD_TITLE: 'تسمية جديدة',
        EDIT_TITLE: 'تعديل التسمية',
        AGE_RANGE_HINT: 'فارغ: كل الأعمار',
      },
      SHOW: {
        SPECIALTIES: 'الاختصاصات',
        SPECIALTIES_LINK: 'عرض الاختصاصات ({{count}})',
      },
      VACCINE_TYPE: {
        live_attenuated: 'حي موهن',
        inactivated: 'معطّل',
        toxoid: 'ذوفان',
        conjugate: 'مقترن',
        subunit: 'وحيدات فرعية',
        recombinant: 'مؤتلف',
        combined: 'مركّب',
        mrna: 'الحمض النووي الريبي المرسال',
        immunoglobulin: 'غلوبولين مناعي',
      },
      CATEGORY: {
        routine: 'روتيني',
        occasional: 'ظرفي',
        seasonal: 'موسمي',
        international: 'دولي',
        rabies: 'ضد داء الكلب',
      },
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
    SPECIALTY: {
      OF_DCI: 'اختصاصات التسمية',
      NO_REMINDER: 'بدون تذكير',
      DAYS: '{{count}} يوم',
      COLUMNS: {
        PCT_CODE: 'رمز الصيدلية المركزية',
        COMMERCIAL_NAME: 'الاسم التجاري',
        MANUFACTURER: 'المصنّع',
        LABEL: 'العرض',
        REMINDER: 'التذكير',
      },
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
    AGE: {
      ANY: 'كل الأعمار',
      BIRTH: 'الولادة',
      MONTHS: '{{count}} شهر',
      ONE_YEAR: 'سنة واحدة',
      YEARS: '{{count}} سنوات',
    },
  },
};
