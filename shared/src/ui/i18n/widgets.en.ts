import type { TranslationShape } from '@evax/shared/runtime';
import type { widgetsFr } from './widgets.fr.js';

export const widgetsEn: TranslationShape<typeof widgetsFr> = {
  GENERAL: {
    ERROR_DOWNLOAD_PDF: 'The PDF could not be downloaded, please try again later',
    DOWNLOAD_PDF: 'Download PDF',
    BACK: 'Back',
    NEXT: 'Next',
    SAVE: 'Save',
    CANCEL: 'Cancel',
    CONFIRM: 'Confirm',
    CLOSE: 'Close',
    EDIT: 'Edit',
    SHOW: 'Show',
    ACTIONS: 'Actions',
    SAVE_FAILED: 'Saving failed',
  },
  WIDGETS: {
    DETAIL: {
      EDIT_MENU: 'More changes',
      OPEN_FILE: 'Open the file',
      LOADING: 'Loading…',
      PDF_FAILED: 'The PDF could not be shown',
      PAGE: 'Page {{page}} of {{count}}',
    },
    CALENDAR: {
      MONTH: 'Month',
      WEEK: 'Week',
      DAY: 'Day',
      PREVIOUS: 'Previous',
      NEXT: 'Next',
      TODAY: 'Today',
      VIEW: 'View',
      NO_EVENT: 'No appointment',
    },
    KPI: {
      TOTAL: 'Total registrations',
      BY_AGENTS: 'Registrations by agents',
      BY_CITIZENS: 'Registrations by citizens',
    },
    CROPPER: {
      TITLE: 'Crop the image',
      ZOOM: 'Zoom',
      PREVIEW: 'Crop preview',
    },
    UPLOAD: {
      DONE: 'File sent',
      UPLOADING: 'Sending…',
      TOO_SMALL: 'The file is too small',
      TOO_BIG: 'The file is too big',
      FAILED: 'Sending failed',
      ABORTED: 'Sending was aborted',
      REMOVE: 'Remove',
    },
  },
};
