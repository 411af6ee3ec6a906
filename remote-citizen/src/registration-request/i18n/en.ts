import type { TranslationShape } from '@evax/shared/runtime';
import type { registrationFr } from './fr';

export const registrationEn: TranslationShape<typeof registrationFr> = {
  REGISTRATION: {
    MENU: 'Registration requests',
    DETAIL_TITLE: 'Registration request',
    SEARCH: 'Name, phone or paper number',
    FILTERS: {
      STATUS: 'Status',
      CREATED: 'Request date',
    },
    STATUS: {
      pending: 'Pending',
      accepted: 'Accepted',
      rejected: 'Rejected',
    },
    COLUMNS: {
      NAME: 'Name',
      IDENTITY: 'Identity paper',
      PHONE: 'Phone',
      CREATED_AT: 'Sent on',
      STATUS: 'Status',
      ACTIONS: 'Actions',
    },
    IDENTITY: {
      NATIONAL_ID: 'ID card {{number}}',
      PASSPORT: 'Passport {{number}} ({{nationality}})',
    },
    FIELDS: {
      NAME_FR: 'Name (French)',
      NAME_AR: 'Name (Arabic)',
      DECIDED_AT: 'Decided on',
      DECIDED_BY: 'Decided by',
      REASON: 'Reason for rejection',
      COMMENT: 'Comment',
      FILE: 'Supporting document',
    },
    REASONS: {
      unreadable_picture: 'Unreadable picture or document',
      expired_passport: 'Expired passport',
      identity_mismatch: 'The details do not match the paper',
      incomplete_file: 'Incomplete file',
      other: 'Other reason',
    },
    ACTIONS: {
      SHOW: 'View',
      ACCEPT: 'Accept',
      REJECT: 'Reject',
      DOWNLOAD: 'Download the document',
    },
    ACCEPT: {
      TITLE: 'Accept the request',
      MESSAGE: 'The citizen {{name}} will be registered and may sign in to the citizen space. This decision is final.',
      DONE: 'The request is accepted; the citizen is told by SMS',
    },
    REJECT: {
      TITLE: 'Reject the request',
      MESSAGE: 'Choose the reason. This decision is final; the citizen is told by SMS.',
      DONE: 'The request is rejected; the citizen is told by SMS',
    },
    FILE_LOADING: 'Loading the document…',
    FILE_IMAGE_ALT: 'Supporting document of {{name}}',
  },
};
