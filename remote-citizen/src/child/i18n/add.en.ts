import type { TranslationShape } from '@evax/shared/runtime';
import type { childAddFr } from './add.fr';

export const childAddEn: TranslationShape<typeof childAddFr> = {
  CITIZEN: {
    MENU: {
      CHILD_ADD: 'Add a child',
    },
    CHILD_ADD: {
      STEPS: {
        CHILD: "Child's data",
        PARENT: 'Parent',
      },
      SECTIONS: {
        IDENTITY: 'Identity (as on the birth certificate)',
        FAMILY: 'Parentage',
        BIRTH: 'Birth',
        PAPERS: 'Nationality and identity papers',
      },
      FIELDS: {
        FIRST_NAME_FR: 'First name (French)',
        LAST_NAME_FR: 'Last name (French)',
        FIRST_NAME_AR: 'First name (Arabic)',
        LAST_NAME_AR: 'Last name (Arabic)',
        BIRTH_DATE: 'Birth date',
        GENDER: 'Gender',
        FATHER_FIRST_NAME_FR: "Father's first name (French)",
        FATHER_FIRST_NAME_AR: "Father's first name (Arabic)",
        GRANDFATHER_FIRST_NAME_FR: "Paternal grandfather's first name (French)",
        GRANDFATHER_FIRST_NAME_AR: "Paternal grandfather's first name (Arabic)",
        MOTHER_FIRST_NAME_FR: "Mother's first name (French)",
        MOTHER_LAST_NAME_FR: "Mother's last name (French)",
        MOTHER_FIRST_NAME_AR: "Mother's first name (Arabic)",
        MOTHER_LAST_NAME_AR: "Mother's last name (Arabic)",
        BORN_IN_TUNISIA: 'Born in Tunisia',
        BIRTH_GOVERNORATE: 'Governorate of birth',
        BIRTH_DELEGATION: 'Delegation of birth',
        BIRTH_COMMUNE: 'Commune of birth',
        BIRTH_TYPE: 'Birth type',
        BIRTH_WEIGHT: 'Weight at birth',
        BIRTH_HEIGHT: 'Height at birth',
        BIRTH_HEAD: 'Head circumference at birth',
        NATIONALITY: 'Nationality',
        NATIONAL_ID: 'National identity card number',
        SOCIAL_SECURITY: 'CNSS / CNRPS number',
        PASSPORT: 'Passport number',
        NOTE: 'Note',
      },
      GENDER: {
        male: 'Boy',
        female: 'Girl',
      },
      BIRTH_TYPE: {
        normal: 'Normal (full term)',
        premature_lt_28: 'Premature, before 28 weeks',
        premature_28_32: 'Premature, 28 to 32 weeks',
        premature_32_36: 'Premature, 32 to 36 weeks',
      },
      YES: 'Yes',
      NO: 'No',
      FOREIGN_HINT: 'Foreign child: gets an eVax number like any other (numEvax).',
      CHILD_STEP_ERROR: "Child's data (step 1): {{message}}",
      SAVED: 'Child registered: eVax number {{evaxNumber}}',
      DUPLICATES: {
        TITLE: 'This child may already be registered',
        INTRO: 'Compare with the similar children below: open the existing card, or confirm this is a different child.',
        ENTERED: 'Child entered',
        CANDIDATE: 'Registered child',
        SCORE: 'Likeness {{score}} %',
        NAME: 'Name',
        BIRTH_DATE: 'Birth',
        MOTHER: 'Mother',
        GOVERNORATE: 'Governorate',
        EVAX_NUMBER: 'eVax number',
        OPEN: 'Open this card',
        CONFIRM: 'This is a different child: save',
        CANCEL: 'Back to the form',
      },
    },
  },
  VACCINATION: {
    FICHE: {
      ANIMAL: {
        ALERT: 'Animal exposure case: once the child is registered, open their anti-rabies sheet.',
      },
    },
  },
};
