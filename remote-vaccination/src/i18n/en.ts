import type { TranslationShape } from '@evax/shared/runtime';
import { routineEn } from '../routine/i18n/en';
import { kindEn } from '../catalogue-kind/i18n/en';
import { internationalEn } from '../international/i18n/en';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  VACCINATION: {
    MENU: {
      ENTRY: 'Vaccination',
      ROUTINE: 'Routine vaccination',
      FOLDER: 'Vaccination booklet',
      NEW: 'New vaccination',
      OCCASIONAL: 'Occasional vaccination',
      SEASONAL: 'Seasonal vaccination',
      INTERNATIONAL: 'International vaccination',
    },
    ENTRY: {
      INTRO: 'Choose the kind of vaccination',
      OPEN: 'Open',
      COUNTS: "Your structure's children today",
      OVERDUE: 'Overdue: {{count}}',
      DUE: 'Dose due: {{count}}',
      KINDS: {
        routine: "Routine vaccination: the children's national schedule",
        occasional: 'Occasional vaccination: a catalogue vaccine outside the schedule',
        seasonal: 'Seasonal vaccination: the campaigns (influenza...)',
        international: 'International vaccination: travellers',
      },
    },
    ROUTINE: routineEn,
    KIND: kindEn,
    INTERNATIONAL: internationalEn,
  },
};
