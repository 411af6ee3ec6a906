import type { TranslationShape } from '@evax/shared/runtime';
import type { parentFr } from './fr';

export const parentEn: TranslationShape<typeof parentFr> = {
  CITIZEN: {
    MENU: {
      PARENT_ADD: 'Add a parent',
    },
    PARENT: {
      CHECK: {
        PAPER: "Parent's identity paper",
        PAPERS: {
          nationalId: 'National identity card',
          passport: 'Passport',
        },
        NATIONAL_ID: 'National identity card number',
        PASSPORT: 'Passport number',
        NATIONALITY: 'Nationality',
        BUTTON: 'Check the parent',
        REQUIRED: 'First check whether the parent is already registered',
        EXISTS: 'This parent is already registered: the child will be linked to them.',
        OUTSIDE_SCOPE: 'Registered at another structure: their contact details and other children are not shown.',
        NEW: 'No parent registered with this paper: enter the new parent.',
      },
      FIELDS: {
        FIRST_NAME_FR: 'First name (French)',
        LAST_NAME_FR: 'Last name (French)',
        FIRST_NAME_AR: 'First name (Arabic)',
        LAST_NAME_AR: 'Last name (Arabic)',
        GENDER: 'Gender',
        BIRTH_DATE: 'Birth date',
        PHONE: 'Phone',
        SOCIAL_SECURITY: 'CNSS / CNRPS number',
        ROLE: 'Relation to the child',
        CHILD: "Child's eVax number",
      },
      GENDER: {
        male: 'Man',
        female: 'Woman',
      },
      ROLES: {
        guardian: 'Guardian',
        father: 'Father',
        mother: 'Mother',
        tutor: 'Tutor',
      },
      SUMMARY: {
        NAME: 'Name',
        PHONE: 'Phone',
        PAPER: 'Identity paper',
      },
      ADD: {
        TITLE: 'Add a parent to a child',
        SAVE: 'Save the parent',
        SAVED: 'Parent saved',
      },
    },
  },
};
