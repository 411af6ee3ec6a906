/** The vaccination screens (spec 2 §2); `:name` segments are filled with apiPath(). */
export const VACCINATION_ROUTES = {
  entry: '/admin/vaccine',
  routineList: '/admin/vaccine/routine-vaccination',
  /** The child's routine booklet, by its evax number (nine digits). */
  routineFolder: '/admin/vaccine/routine-vaccination/vaccinationFolder/:evaxNumber',
  /** A new routine vaccination of the child (`?dose=` preselects the schedule's dose). */
  routineNew: '/admin/vaccine/routine-vaccination/new/:evaxNumber',
  /** The next vaccination of the child: the doses due now, given today (add-next-routine-vaccination). */
  routineNext: '/admin/vaccine/routine-vaccination/nex/:evaxNumber',
  rabiesDashboard: '/admin/vaccine-antirabique',
} as const;
