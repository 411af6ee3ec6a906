import type { TranslationShape } from '@evax/shared/runtime';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  CITIZEN: {
    MENU: {
      CHILDREN: 'Children',
    },
    CHILDREN: {
      SEARCH: 'eVax number or name',
      COUNT_one: '{{count}} child',
      COUNT_other: '{{count}} children',
      COLUMNS: {
        EVAX_NUMBER: 'eVax number',
        NAME: 'Full name',
        BIRTH_DATE: 'Date of birth',
        GENDER: 'Sex',
        GOVERNORATE: 'Governorate',
        STRUCTURE: 'Health structure',
      },
      GENDER: {
        male: 'Boy',
        female: 'Girl',
      },
    },
  },
};
