import { CITIZEN_ROUTES } from '../route-paths';

/** Adding a parent to a registered child (spec 2 §2). */
export const PARENT_PATHS = {
  add: CITIZEN_ROUTES.parentAdd,
} as const;
