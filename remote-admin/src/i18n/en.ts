import type { TranslationShape } from '@evax/shared/runtime';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  ADMIN: {
    MENU: {
      USERS: 'Users',
    },
    USERS: {
      SEARCH: 'Username, name or e-mail',
      COLUMNS: {
        USERNAME: 'Username',
        NAME: 'Full name',
        EMAIL: 'E-mail',
        PHONE: 'Phone',
        ROLES: 'Roles',
        STATUS: 'Status',
      },
      STATUS: {
        ACTIVE: 'Active',
        INACTIVE: 'Deactivated',
      },
      SUPERUSER: 'Superuser',
      DSSB: 'DSSB',
    },
  },
};
