import { API_PATHS, type RoleDetail, type RoleInput, type RolePatch, type RoleRow } from '@evax/shared/contract';
import { crudApi } from '@evax/shared/ui/shell';
import { ADMIN_KEY } from '../common/resource-keys';

/** What the roles' reads are cached under. */
export const ROLE_KEY = [...ADMIN_KEY, 'role'] as const;

/** GET and POST /api/roles, GET, PATCH and DELETE /api/roles/{id}, POST /api/roles/{id}/activate or /deactivate. */
export const roleApi = crudApi<RoleRow, RoleDetail, RoleInput, RolePatch>({
  list: API_PATHS.roles,
  get: API_PATHS.role,
  create: API_PATHS.roles,
  update: API_PATHS.role,
  activate: API_PATHS.roleActivate,
  deactivate: API_PATHS.roleDeactivate,
  remove: API_PATHS.role,
});
