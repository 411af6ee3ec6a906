/** Vaccination (spec 2 §7). */
export const VACCINATION_API_PATHS = {
  routineVaccinationChildren: '/api/vaccination_routine/children',
  /** Ours: how many of the caller's children have a routine dose due, or overdue, today (the area's entry). */
  routineScheduleCounts: '/api/vaccination_routine/schedule_counts',
  /** Ours: the child's routine folder (booklet), by evax number. */
  routineFolder: '/api/vaccination_routine/{param}',
  routineVaccinesList: '/api/vaccination_routine/{param}/vaccines_list',
  /** Ours: the catalogue's active specialties of the schedule's DCIs (the form's specialty picker). */
  routineSpecialties: '/api/vaccination_routine/specialties',
  vaccinationCreate: '/api/vaccination',
  /** {param}: the child's evax number; the body names the dose. */
  vaccinationPostpone: '/api/vaccination/{param}/report',
  /** Ours (issue 32): books a routine dose's appointment on a day (today or later) at the caller's structure. */
  vaccinationBook: '/api/vaccination/{param}/appointment',
  /** Ours: cancel a dose of the child, with a reason (irreversible). */
  vaccinationCancel: '/api/vaccination/{param}/cancel',
  /** GET: one vaccination; PUT: edit a past dose; {param}: the vaccination's id (spec 2 §4: edit replaces). */
  vaccinationEdit: '/api/vaccination/{param}',
  /** What may be given to the child now ({param}: evax number); the routine doses so far. */
  vaccinationVaccinesList: '/api/vaccination/{param}/vaccines_list',
  /** POST: the next due doses of the child, given today (add-next-routine-vaccination). */
  routineNextVaccination: '/api/vaccination_routine/nex_vaccination',
  /** The supporting file of a vaccination ({param}: the vaccination's id), with its name. */
  vaccinationFile: '/api/vaccination/download-file/{param}',
} as const;
