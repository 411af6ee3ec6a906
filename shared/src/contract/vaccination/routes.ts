/** The vaccination screens (spec 2 §2); `:name` segments are filled with apiPath(). */
export const VACCINATION_ROUTES = {
  entry: '/admin/vaccine',
  routineList: '/admin/vaccine/routine-vaccination',
  /** The child's routine booklet, by its evax number (nine digits). */
  routineFolder: '/admin/vaccine/routine-vaccination/vaccinationFolder/:evaxNumber',
  /** A new routine vaccination of the child (`?dose=` preselects the schedule's dose). */
  routineNew: '/admin/vaccine/routine-vaccination/new/:evaxNumber',
  rabiesDashboard: '/admin/vaccine-antirabique',
} as const;
