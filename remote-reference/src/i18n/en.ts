import type { TranslationShape } from '@evax/shared/runtime';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  REFERENCE: {
    MENU: {
      DCI: 'DCI',
    },
    DCI: {
      SEARCH: 'Search a DCI',
      COLUMNS: {
        NAME: 'International common name (DCI)',
        VACCINE_TYPE: 'Vaccine type',
        CATEGORY: 'Category',
        AGE_RANGE: 'Age range',
        STATUS: 'Status',
      },
      STATUS: {
        ACTIVE: 'Active',
        ARCHIVED: 'Archived',
      },
      ACTIVATE: {
        TITLE: 'Activate the DCI',
        MESSAGE: 'Do you really want to activate this DCI?',
        OK: 'Activate',
      },
      DEACTIVATE: {
        TITLE: 'Deactivate the DCI',
        MESSAGE: 'Do you really want to deactivate this DCI?',
        OK: 'Deactivate',
      },
      DELETE: {
        TITLE: 'Delete the DCI',
        MESSAGE: 'Do you really want to delete this DCI? This cannot be undone.',
      },
      FORM: {
        ADD_TITLE: 'New DCI',
        EDIT_TITLE: 'Edit the DCI',
        AGE_RANGE_HINT: 'Empty: any age',
      },
      SHOW: {
        SPECIALTIES: 'Specialties',
        SPECIALTIES_LINK: 'See the specialties ({{count}})',
      },
      VACCINE_TYPE: {
        live_attenuated: 'Live attenuated',
        inactivated: 'Inactivated',
        toxoid: 'Toxoid',
        conjugate: 'Conjugate',
        subunit: 'Subunit',
        recombinant: 'Recombinant',
        combined: 'Combined',
        mrna: 'mRNA',
        immunoglobulin: 'Immunoglobulin',
      },
      CATEGORY: {
        routine: 'Routine',
        occasional: 'Occasional',
        seasonal: 'Seasonal',
        international: 'International',
        rabies: 'Anti-rabies',
      },
    },
    ACTIONS: {
      TITLE: 'Actions',
      SHOW: 'Show',
      EDIT: 'Edit',
      ACTIVATE: 'Activate',
      DEACTIVATE: 'Deactivate',
      DELETE: 'Delete',
      CANCEL: 'Cancel',
      NEW: 'New DCI',
      SAVE: 'Save',
      BACK: 'Back',
    },
    MESSAGES: {
      SAVED: 'Your action has been saved',
      DELETED: 'The DCI has been deleted',
    },
    SPECIALTY: {
      OF_DCI: 'Specialties of the DCI',
      NO_REMINDER: 'No reminder',
      DAYS: '{{count}} days',
      COLUMNS: {
        PCT_CODE: 'PCT code',
        COMMERCIAL_NAME: 'Commercial name',
        MANUFACTURER: 'Manufacturer',
        LABEL: 'Presentation',
        REMINDER: 'Reminder',
      },
    },
    FILES: {
      EXPORT_CSV: 'Export (CSV)',
      EXPORT_XLSX: 'Export (XLSX)',
      IMPORT: 'Import',
      IMPORT_TITLE: 'Import DCIs',
      CHOOSE: 'Choose a CSV or XLSX file',
      SEND: 'Import',
      CLOSE: 'Close',
      COMMITTED: 'The import has been saved',
      NOT_COMMITTED: 'Nothing was saved: fix the rejected rows and try again',
      TOTAL: 'Rows',
      IGNORED_COLUMNS: 'Unknown columns ignored: {{columns}}',
      NO_REJECTED: 'No rejected row',
      TOO_LARGE: 'File too large ({{size}} MB at most)',
      ROW: 'Row',
      DETAIL: 'Reason',
      STATUS: {
        created: 'Created',
        updated: 'Updated',
        unchanged: 'Unchanged',
        rejected: 'Rejected',
      },
      MODE: {
        all_or_nothing: 'All or nothing',
        partial: 'Keep the valid rows',
      },
    },
    AGE: {
      ANY: 'Any age',
      BIRTH: 'Birth',
      MONTHS: '{{count}} mo',
      ONE_YEAR: '1 year',
      YEARS: '{{count}} years',
    },
  },
};
