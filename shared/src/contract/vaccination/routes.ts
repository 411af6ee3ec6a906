/** The vaccination screens (spec 2 §2). */
export const VACCINATION_ROUTES = {
  entry: '/admin/vaccine',
  routineList: '/admin/vaccine/routine-vaccination',
  rabiesDashboard: '/admin/vaccine-antirabique',
} as const;
