import { REFERENCE_ROUTES } from '../route-paths';

/** The option-list screens' routes (spec 3 §2), from the area's route table in the contract; /admin/lists is the list. */
export const OPTION_LIST_PATHS = {
  list: REFERENCE_ROUTES.lists,
  add: REFERENCE_ROUTES.listAdd,
  edit: REFERENCE_ROUTES.listEdit,
  show: REFERENCE_ROUTES.listShow,
} as const;
