import { REFERENCE_ROUTES } from '../route-paths';

/** The DCI screens' routes (spec 3 §2), from the area's route table in the contract. */
export const DCI_PATHS = {
  list: REFERENCE_ROUTES.dciList,
  add: REFERENCE_ROUTES.dciAdd,
  edit: REFERENCE_ROUTES.dciEdit,
  show: REFERENCE_ROUTES.dciShow,
  specialties: REFERENCE_ROUTES.dciSpecialties,
} as const;
