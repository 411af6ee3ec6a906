import type { TranslationShape } from '@evax/shared/runtime';
import type { fr } from './fr';

export const ar: TranslationShape<typeof fr> = {
  CITIZEN: {
    MENU: {
      CHILDREN: 'الأطفال',
    },
    CHILDREN: {
      SEARCH: 'رقم eVax أو الاسم',
      COUNT_zero: 'لا أطفال',
      COUNT_one: 'طفل واحد',
      COUNT_two: 'طفلان',
      COUNT_few: '{{count}} أطفال',
      COUNT_many: '{{count}} طفلًا',
      COUNT_other: '{{count}} طفل',
      COLUMNS: {
        EVAX_NUMBER: 'رقم eVax',
        NAME: 'الاسم واللقب',
        BIRTH_DATE: 'تاريخ الولادة',
        GENDER: 'الجنس',
        GOVERNORATE: 'الولاية',
        STRUCTURE: 'الهيكل الصحي',
      },
      GENDER: {
        male: 'ذكر',
        female: 'أنثى',
      },
    },
  },
};
