/** Vaccination (spec 2 §7). */
export const VACCINATION_API_PATHS = {
  routineVaccinationChildren: '/api/vaccination_routine/children',
} as const;
