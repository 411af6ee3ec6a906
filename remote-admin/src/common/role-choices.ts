import type { RoleRow } from '@evax/shared/contract';
import { useResource } from '@evax/shared/runtime';
import { fetchActiveRoles } from './api';
import { ADMIN_KEY } from './resource-keys';

const NO_ROLES: RoleRow[] = [];

/** The active roles, read once for every screen of the area that offers them. */
export function useRoleChoices(): RoleRow[] {
  return useResource([...ADMIN_KEY, 'role-choices'], fetchActiveRoles).data ?? NO_ROLES;
}
