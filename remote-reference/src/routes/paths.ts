import { ADMIN_BASE, REFERENCE_ROUTES } from '@evax/shared/contract';

/** The DCI screens' routes (spec 3 §2), under the admin base path. */
export const DCI_PATHS = {
  list: REFERENCE_ROUTES.dciList,
  add: `${ADMIN_BASE}/add/new`,
  edit: `${ADMIN_BASE}/edit/:id/dci`,
  show: `${REFERENCE_ROUTES.dciList}/:id/show`,
  specialties: `${REFERENCE_ROUTES.dciList}/speciality/:id/show`,
} as const;

/** A route with its `:id` filled. */
export function withId(path: string, id: number | string): string {
  return path.replace(':id', encodeURIComponent(String(id)));
}

/**
 * The specialty screens' routes (spec 3 §2). Creation is under the list path, not the spec's
 * /admin/add/new, which the DCI form already owns (docs/decisions.md, "Reference data").
 */
export const SPECIALTY_PATHS = {
  list: REFERENCE_ROUTES.specialtyList,
  add: `${REFERENCE_ROUTES.specialtyList}/add/new`,
  edit: `${ADMIN_BASE}/edit/:id/specialtie`,
  show: `${REFERENCE_ROUTES.specialtyList}/:id`,
} as const;

/** The option-list screens' routes (spec 3 §2); /admin/lists is the list. */
export const OPTION_LIST_PATHS = {
  list: REFERENCE_ROUTES.lists,
  add: `${REFERENCE_ROUTES.lists}/new`,
  edit: `${REFERENCE_ROUTES.lists}/:id/edit`,
  show: `${REFERENCE_ROUTES.lists}/:id/show`,
} as const;
