import type { TranslationShape } from '@evax/shared/runtime';
import type { citizenFr } from './fr';

export const citizenEn: TranslationShape<typeof citizenFr> = {
  CITIZENS: {
    SEARCH: 'Name, ID card or phone',
    OPEN: 'Open',
    SHOW_TITLE: 'Citizen',
    CHILDREN: 'Children',
    NO_CHILDREN: 'No visible child',
    EDIT: {
      BUTTON: 'Correct',
      TITLE: 'Correct the citizen',
      SAVED: 'The citizen was corrected',
    },
    COLUMNS: {
      NAME: 'Full name',
      PHONE: 'Phone',
      IDENTITY_PAPER: 'ID card or passport',
      NATIONALITY: 'Nationality',
    },
  },
};
