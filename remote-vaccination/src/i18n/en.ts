import type { TranslationShape } from '@evax/shared/runtime';
import { routineEn } from '../routine/i18n/en';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  VACCINATION: {
    MENU: {
      ENTRY: 'Vaccination',
      ROUTINE: 'Routine vaccination',
      FOLDER: 'Vaccination booklet',
      NEW: 'New vaccination',
    },
    ENTRY: {
      INTRO: 'Choose the kind of vaccination',
      OPEN: 'Open',
      KINDS: { routine: "Routine vaccination: the children's national schedule" },
    },
    ROUTINE: routineEn,
  },
};
