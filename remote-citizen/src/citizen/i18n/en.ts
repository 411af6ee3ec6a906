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
    ADD_CHILD: 'Add a child to this parent',
    MERGE: {
      BUTTON: 'Merge a duplicate',
      TITLE: 'Merge two records of the same citizen',
      FIND: 'Find the other record of the same person (name, national ID or phone). This record is kept; the other is retired.',
      NONE_FOUND: 'No other record found',
      CHOOSE: 'Choose',
      OTHER: 'Choose another record',
      EXPLAIN:
        'The record kept keeps its values and takes those of the other record it lacks. The other record is retired (kept for history) and its children move.',
      FIELD: 'Field',
      KEPT: 'Record kept',
      DUPLICATE: 'Record retired',
      RESULT: 'After the merge',
      MOVED_one: '{{count}} child moved',
      MOVED_other: '{{count}} children moved',
      CONFIRM: 'Merge',
      DONE: 'The two records were merged',
    },
    COLUMNS: {
      NAME: 'Full name',
      PHONE: 'Phone',
      IDENTITY_PAPER: 'ID card or passport',
      NATIONALITY: 'Nationality',
    },
  },
};
