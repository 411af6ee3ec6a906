import type { TranslationShape } from '@evax/shared/runtime';
import type { kindFr } from './fr';

export const kindEn: TranslationShape<typeof kindFr> = {
  TITLES: {
    OCCASIONAL: { LIST: 'Occasional vaccination', FOLDER: "The child's occasional vaccinations", NEW: 'New occasional vaccination' },
    SEASONAL: { LIST: 'Seasonal vaccination', FOLDER: "The child's seasonal vaccinations", NEW: 'New seasonal vaccination' },
  },
  SEARCH: 'eVax No.',
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
    DETAILS: 'Details',
  },
  OPEN_FOLDER: 'Folder',
  FOLDER: {
    NEW: 'New vaccination',
    EMPTY: 'No vaccination of this kind',
    DELETE_CONFIRM: 'Delete this vaccination?',
    DELETED: 'The vaccination is deleted',
  },
  EDIT: { TITLE: 'Edit the vaccination', SAVED: 'The vaccination is updated' },
  NEW: {
    SAVED: 'The vaccination is recorded',
    NO_CAMPAIGN: 'No seasonal campaign is open today',
    FIELDS: {
      VACCINE: 'Vaccine',
      CAMPAIGN: 'Campaign',
    },
  },
};
