import type { TranslationShape } from '@evax/shared/runtime';
import type { commonFr } from './fr';

export const commonEn: TranslationShape<typeof commonFr> = {
  MENU: {
    DCI: 'DCI',
    SPECIALTY: 'Specialties',
    LISTS: 'Option lists',
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
};
