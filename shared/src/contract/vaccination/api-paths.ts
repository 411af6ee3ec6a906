/** Vaccination (spec 2 §7). */
export const VACCINATION_API_PATHS = {
  routineVaccinationChildren: '/api/vaccination_routine/children',
  /** Ours: the child's routine folder (booklet), by evax number. */
  routineFolder: '/api/vaccination_routine/{param}',
  routineVaccinesList: '/api/vaccination_routine/{param}/vaccines_list',
  vaccinationCreate: '/api/vaccination',
  /** {param}: the child's evax number; the body names the dose. */
  vaccinationPostpone: '/api/vaccination/{param}/report',
  /** Ours: cancel a dose of the child, with a reason (irreversible). */
  vaccinationCancel: '/api/vaccination/{param}/cancel',
} as const;
