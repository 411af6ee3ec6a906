import type { TranslationShape } from '@evax/shared/runtime';
import type { kindFr } from './fr';

export const kindEn: TranslationShape<typeof kindFr> = {
  TITLES: {
    OCCASIONAL: { LIST: 'Occasional vaccination', FOLDER: "The child's occasional vaccinations", NEW: 'New occasional vaccination' },
    SEASONAL: { LIST: 'Seasonal vaccination', FOLDER: "The child's seasonal vaccinations", NEW: 'New seasonal vaccination' },
  },
  SEARCH: 'eVax No.',
  OPEN_CHILD: { LABEL: "Child's eVax No.", OPEN: 'Open the folder' },
  COLUMNS: {
    EVAX_NUMBER: 'eVax No.',
    NAME: 'Name',
    BIRTH_DATE: 'Birth date',
    VACCINE: 'Vaccine',
    DATE: 'Date',
    LOT: 'Lot',
    SEASON: 'Season',
    SITE: 'Injection site',
    PLACE: 'Place',
    STRUCTURE: 'Structure',
    VACCINATOR: 'Vaccinator',
    ACTIONS: 'Actions',
  },
  OPEN_FOLDER: 'Folder',
  FOLDER: { BORN_ON: 'Born on {{date}}', NEW: 'New vaccination', BACK: 'Back', EMPTY: 'No vaccination of this kind' },
  NEW: {
    SAVED: 'The vaccination is recorded',
    NO_CAMPAIGN: 'No seasonal campaign is open today',
    FIELDS: {
      VACCINE: 'Vaccine',
      CAMPAIGN: 'Campaign',
      COMMERCIAL_NAME: 'Commercial name',
      LOT: 'Lot number',
      SITE: 'Injection site',
      DATE: 'Vaccination date',
      PLACE: 'Place',
      QUANTITY: 'Quantity',
    },
  },
};
