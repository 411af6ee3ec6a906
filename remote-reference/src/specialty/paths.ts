import { ADMIN_BASE, REFERENCE_ROUTES } from '@evax/shared/contract';

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
