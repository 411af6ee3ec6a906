import type { TranslationShape } from '@evax/shared/runtime';
import type { commonFr } from './fr';

export const commonEn: TranslationShape<typeof commonFr> = {
  MENU: {
    USERS: 'Users',
    ROLES: 'Roles',
    AUDIT_LOG: 'Audit log',
  },
};
