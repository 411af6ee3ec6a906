import type { TranslationShape } from '@evax/shared/runtime';
import type { specialtyFr } from './fr';

export const specialtyEn: TranslationShape<typeof specialtyFr> = {
  SPECIALTY: {
    IMPORT_TITLE: 'Import specialties',
    FORM: {
      ADD_TITLE: 'New specialty',
      EDIT_TITLE: 'Edit the specialty',
      REMINDER_DAYS: 'Reminder (days)',
      REMINDER_HINT: 'Empty: no reminder',
    },
    SEARCH: 'Search a specialty',
    NEW: 'New specialty',
    DELETED: 'The specialty has been deleted',
    ACTIVATE: {
      TITLE: 'Activate the specialty',
      MESSAGE: 'Do you really want to activate this specialty?',
      OK: 'Activate',
    },
    DEACTIVATE: {
      TITLE: 'Deactivate the specialty',
      MESSAGE: 'Do you really want to deactivate this specialty?',
      OK: 'Deactivate',
    },
    DELETE: {
      TITLE: 'Delete the specialty',
      MESSAGE: 'Do you really want to delete this specialty? This cannot be undone.',
    },
    OF_DCI: 'Specialties of the DCI',
    NO_REMINDER: 'No reminder',
    DAYS_one: '{{count}} day',
    DAYS_other: '{{count}} days',
    COLUMNS: {
      DCI: 'DCI',
      PCT_CODE: 'PCT code',
      COMMERCIAL_NAME: 'Commercial name',
      MANUFACTURER: 'Manufacturer',
      LABEL: 'Presentation',
      LABEL_AR: 'Presentation in Arabic',
      REMINDER: 'Reminder',
    },
  },
};
