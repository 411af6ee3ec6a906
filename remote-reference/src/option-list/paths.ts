import { REFERENCE_ROUTES } from '@evax/shared/contract';

/** The option-list screens' routes (spec 3 §2); /admin/lists is the list. */
export const OPTION_LIST_PATHS = {
  list: REFERENCE_ROUTES.lists,
  add: `${REFERENCE_ROUTES.lists}/new`,
  edit: `${REFERENCE_ROUTES.lists}/:id/edit`,
  show: `${REFERENCE_ROUTES.lists}/:id/show`,
} as const;
