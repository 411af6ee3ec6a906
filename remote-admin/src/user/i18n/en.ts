import type { TranslationShape } from '@evax/shared/runtime';
import type { userFr } from './fr';

export const userEn: TranslationShape<typeof userFr> = {
  USERS: {
    SEARCH: 'User name, name or e-mail',
    FILTERS: { ROLE: 'Role', STRUCTURE: 'Structure' },
    NEW: 'New user',
    DELETED: 'The user was moved to the recycle bin',
    COLUMNS: {
      USERNAME: 'User name',
      NAME: 'Full name',
      NAME_FR: 'Full name (French)',
      NAME_AR: 'Full name (Arabic)',
      FIRST_NAME_FR: 'First name (French)',
      LAST_NAME_FR: 'Last name (French)',
      FIRST_NAME_AR: 'First name (Arabic)',
      LAST_NAME_AR: 'Last name (Arabic)',
      EMAIL: 'E-mail',
      CIVILITY: 'Civility',
      PHONE: 'Mobile phone',
      ALTERNATE_PHONE: 'Alternate phone',
      FAX: 'Fax',
      ADDRESS: 'Address',
      ROLE: 'Role (group)',
      ROLES: 'Roles',
      STRUCTURES: 'Structures',
      DEFAULT_STRUCTURE: 'Default structure',
      FIRST_LOGIN: 'Password',
    },
    CIVILITY: { MR: 'Mr', MRS: 'Mrs', MISS: 'Miss' },
    STATUS: {
      ACTIVE: 'Active',
      INACTIVE: 'Disabled',
    },
    SUPERUSER: 'Superuser',
    DSSB: 'DSSB',
    DEFAULT: 'default',
    FIRST_LOGIN: {
      PENDING: 'Temporary: to be changed at first sign-in',
      DONE: 'Chosen by the user',
    },
    TEMPORARY_PASSWORD: {
      TITLE: 'Temporary password',
      MESSAGE: 'Give this password to the user: it will not be shown again. They must change it at their first sign-in.',
    },
    ACTIVATE: {
      TITLE: 'Enable the user',
      MESSAGE: 'Do you really want to enable this user? They will be able to sign in.',
      OK: 'Enable',
    },
    DEACTIVATE: {
      TITLE: 'Disable the user',
      MESSAGE: 'Do you really want to disable this user? They will no longer be able to sign in.',
      OK: 'Disable',
    },
    DELETE: {
      TITLE: 'Delete the user',
      MESSAGE: 'Do you really want to move this user to the recycle bin? They will no longer be able to sign in; you can restore them.',
    },
    FORM: {
      ADD_TITLE: 'New user',
      EDIT_TITLE: 'Edit the user',
    },
    RECYCLE_BIN: {
      TITLE: 'Users recycle bin',
      OPEN: 'Recycle bin',
      RESTORE: 'Restore',
      RESTORE_TITLE: 'Restore the user',
      RESTORE_MESSAGE: '{{name}} comes back disabled: enable them afterwards so that they can sign in.',
      RESTORED: 'The user was restored (disabled)',
    },
  },
};
