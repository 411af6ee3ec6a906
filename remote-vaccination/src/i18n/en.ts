import type { TranslationShape } from '@evax/shared/runtime';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  VACCINATION: {
    MENU: {
      ROUTINE: 'Routine vaccination',
    },
    ROUTINE: {
      SEARCH: 'eVax number or name',
      NEVER: 'None',
      COLUMNS: {
        EVAX_NUMBER: 'eVax number',
        NAME: 'Full name',
        BIRTH_DATE: 'Date of birth',
        DOSES_GIVEN: 'Doses given',
        LAST_VACCINATION: 'Last vaccination',
      },
    },
  },
};
