import type { TranslationShape } from '@evax/shared/runtime';
import type { dciFr } from './fr';

export const dciAr: TranslationShape<typeof dciFr> = {
  DCI: {
    NEW: 'تسمية جديدة',
    DELETED: 'تم حذف التسمية',
    IMPORT_TITLE: 'استيراد التسميات',
    SEARCH: 'البحث عن تسمية',
    COLUMNS: {
      NAME: 'التسمية المشتركة الدولية',
      NAME_AR: 'التسمية المشتركة الدولية بالعربية',
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
  AGE: {
    ANY: 'كل الأعمار',
    BIRTH: 'الولادة',
    MONTHS_zero: '{{count}} شهر',
    MONTHS_one: 'شهر واحد',
    MONTHS_two: 'شهران',
    MONTHS_few: '{{count}} أشهر',
    MONTHS_many: '{{count}} شهرًا',
    MONTHS_other: '{{count}} شهر',
    YEARS_zero: '{{count}} سنة',
    YEARS_one: 'سنة واحدة',
    YEARS_two: 'سنتان',
    YEARS_few: '{{count}} سنوات',
    YEARS_many: '{{count}} سنة',
    YEARS_other: '{{count}} سنة',
  },
};
