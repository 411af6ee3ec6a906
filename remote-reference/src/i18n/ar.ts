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
      MONTHS: '{{count}} شهر',
      ONE_YEAR: 'سنة واحدة',
      YEARS: '{{count}} سنوات',
    },
  },
};
