import type { TranslationShape } from '@evax/shared/runtime';
import type { commonFr } from './fr';

export const commonEn: TranslationShape<typeof commonFr> = {
  MENU: {
    ENTRY: 'Vaccination',
    ROUTINE: 'Routine vaccination',
    FOLDER: 'Vaccination booklet',
    NEW: 'New vaccination',
    OCCASIONAL: 'Occasional vaccination',
    SEASONAL: 'Seasonal vaccination',
    INTERNATIONAL: 'International vaccination',
    RABIES: 'Anti-rabies vaccination',
  },
  CHILD: { BORN_ON: 'Born on {{date}}' },
  OPEN_CHILD: { LABEL: "Child's eVax No.", OPEN: 'Open the folder' },
  RECORD: {
    FILE: 'Supporting file',
    ALLERGY_CONFIRMED: 'Given despite an allergy (confirmed)',
  },
  DOSE: {
    ALLERGY_WARNING: "An allergy in the child's medical folder calls for caution with this vaccine. Check, then confirm to vaccinate.",
    FIELDS: {
      COMMERCIAL_NAME: 'Commercial name',
      LOT: 'Lot number',
      SITE: 'Injection site',
      DATE: 'Vaccination date',
      PLACE: 'Place',
      QUANTITY: 'Quantity',
      FILE: 'Supporting file (JPEG, PNG or PDF)',
      ALLERGY_CONFIRMED: 'I confirm the vaccination despite the allergy recorded',
    },
  },
};
