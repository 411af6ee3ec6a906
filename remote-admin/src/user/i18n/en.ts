import type { TranslationShape } from '@evax/shared/runtime';
import type { userFr } from './fr';

export const userEn: TranslationShape<typeof userFr> = {
  USERS: {
    SEARCH: 'Username, name or e-mail',
    COLUMNS: {
      USERNAME: 'Username',
      NAME: 'Full name',
      EMAIL: 'E-mail',
      PHONE: 'Phone',
      ROLES: 'Roles',
    },
    STATUS: {
      ACTIVE: 'Active',
      INACTIVE: 'Deactivated',
    },
    SUPERUSER: 'Superuser',
    DSSB: 'DSSB',
  },
};
