import { REFERENCE_ROUTES } from '../route-paths';

/** The specialty screens' routes (spec 3 §2), from the area's route table in the contract. */
export const SPECIALTY_PATHS = {
  list: REFERENCE_ROUTES.specialtyList,
  add: REFERENCE_ROUTES.specialtyAdd,
  edit: REFERENCE_ROUTES.specialtyEdit,
  show: REFERENCE_ROUTES.specialtyShow,
} as const;
