import type { TranslationShape } from '@evax/shared/runtime';
import type { entryFr } from './fr';

export const entryEn: TranslationShape<typeof entryFr> = {
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
    rabies: 'Anti-rabies vaccination: the sheets after a bite, or preventive',
  },
};
