import { PERMISSIONS, type RoleDetail, type RoleInput, type RolePatch, type RoleRow } from '@evax/shared/contract';
import type { CrudEntity } from '@evax/shared/ui';
import { ADMIN_KEY } from '../common/resource-keys';
import { ROLE_KEY, roleApi } from './api';
import { ROLE_PATHS } from './paths';

const { admin } = PERMISSIONS;

/** The roles (user groups), as the kit's pages and routes read them (texts under ADMIN.ROLES). */
export const ROLE: CrudEntity<RoleRow, RoleDetail, RoleInput, RolePatch> = {
  textPrefix: 'ADMIN.ROLES',
  paths: ROLE_PATHS,
  permissions: {
    list: admin.viewRoles,
    show: admin.viewRoles,
    add: admin.addRole,
    edit: admin.changeRole,
    activate: admin.activateRole,
    delete: admin.deleteRole,
  },
  api: roleApi,
  resourceKey: ROLE_KEY,
  invalidates: ADMIN_KEY,
};
