import { ADMIN_ROUTES } from '../route-paths';

/** The users' screens (spec 3 §2), from the area's route table. */
export const USER_PATHS = {
  list: ADMIN_ROUTES.users,
  add: ADMIN_ROUTES.userAdd,
  edit: ADMIN_ROUTES.userEdit,
  show: ADMIN_ROUTES.userShow,
  deleted: ADMIN_ROUTES.usersDeleted,
} as const;
