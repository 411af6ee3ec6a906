import { ADMIN_BASE, REFERENCE_ROUTES } from '@evax/shared/contract';

/** The DCI screens' routes (spec 3 §2), under the admin base path. */
export const DCI_PATHS = {
  list: REFERENCE_ROUTES.dciList,
  add: `${ADMIN_BASE}/add/new`,
  edit: `${ADMIN_BASE}/edit/:id/dci`,
  show: `${REFERENCE_ROUTES.dciList}/:id/show`,
  specialties: `${REFERENCE_ROUTES.dciList}/speciality/:id/show`,
} as const;
