import { PERMISSIONS } from '@evax/shared/contract';
import type { EntityFacts } from '@evax/shared/ui';
import { ADMIN_KEY } from '../common/resource-keys';
import { USER_KEY, userApi } from './api';
import { USER_PATHS } from './paths';

const { admin } = PERMISSIONS;

/**
 * The back-office users, as the kit's pages and routes read them (texts under ADMIN.USERS). Not a
 * CrudEntity: its creation answers more than its detail (the temporary password, once).
 */
export const USER: EntityFacts & { api: typeof userApi } = {
  textPrefix: 'ADMIN.USERS',
  paths: USER_PATHS,
  permissions: {
    list: admin.viewUsers,
    show: admin.viewUsers,
    add: admin.addUser,
    edit: admin.changeUser,
    activate: admin.activateUser,
    delete: admin.deleteUser,
  },
  api: userApi,
  resourceKey: USER_KEY,
  invalidates: ADMIN_KEY,
};
