import { ADMIN_ROUTES } from '../route-paths';

/** The roles' screens, from the area's route table. */
export const ROLE_PATHS = {
  list: ADMIN_ROUTES.roles,
  add: ADMIN_ROUTES.roleAdd,
  edit: ADMIN_ROUTES.roleEdit,
  show: ADMIN_ROUTES.roleShow,
} as const;
