import type { TranslationShape } from '@evax/shared/runtime';
import type { specialtyFr } from './fr';

export const specialtyAr: TranslationShape<typeof specialtyFr> = {
  SPECIALTY: {
    IMPORT_TITLE: 'استيراد الاختصاصات',
    FORM: {
      ADD_TITLE: 'اختصاص جديد',
      EDIT_TITLE: 'تعديل الاختصاص',
      REMINDER_DAYS: 'التذكير (بالأيام)',
      REMINDER_HINT: 'فارغ: بدون تذكير',
    },
    SEARCH: 'البحث عن اختصاص',
    NEW: 'اختصاص جديد',
    DELETED: 'تم حذف الاختصاص',
    ACTIVATE: {
      TITLE: 'تفعيل الاختصاص',
      MESSAGE: 'هل تريد حقا تفعيل هذا الاختصاص؟',
      OK: 'تفعيل',
    },
    DEACTIVATE: {
      TITLE: 'إلغاء تفعيل الاختصاص',
      MESSAGE: 'هل تريد حقا إلغاء تفعيل هذا الاختصاص؟',
      OK: 'إلغاء التفعيل',
    },
    DELETE: {
      TITLE: 'حذف الاختصاص',
      MESSAGE: 'هل تريد حقا حذف هذا الاختصاص؟ لا يمكن التراجع عن هذا الإجراء.',
    },
    OF_DCI: 'اختصاصات التسمية',
    NO_REMINDER: 'بدون تذكير',
    DAYS_zero: '{{count}} يوم',
    DAYS_one: 'يوم واحد',
    DAYS_two: 'يومان',
    DAYS_few: '{{count}} أيام',
    DAYS_many: '{{count}} يومًا',
    DAYS_other: '{{count}} يوم',
    COLUMNS: {
      DCI: 'التسمية المشتركة الدولية',
      PCT_CODE: 'رمز الصيدلية المركزية',
      COMMERCIAL_NAME: 'الاسم التجاري',
      MANUFACTURER: 'المصنّع',
      LABEL: 'العرض',
      LABEL_AR: 'العرض بالعربية',
      REMINDER: 'التذكير',
    },
  },
};
