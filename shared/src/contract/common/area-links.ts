/**
 * The pages of one area that another part of the portal links to: the host sends a vaccinator to
 * the routine list after sign-in, a child's card opens the child's routine booklet. Every other
 * route belongs to its remote's own table (`src/route-paths.ts` of each remote); these few are
 * published, so they stay where both sides read them, and the owning remote's table takes them
 * from here (one definition). `:name` segments are filled with apiPath().
 */
export const AREA_LINKS = {
  routineVaccinationList: '/admin/vaccine/routine-vaccination',
  routineVaccinationFolder: '/admin/vaccine/routine-vaccination/vaccinationFolder/:evaxNumber',
  /** The home's centre day opens the requests waiting and the serious MAPI reports (issue 33). */
  registrationRequestList: '/admin/subscription-requests',
  seriousMapiList: '/admin/mapi-serious',
  /** And the structure's appointments of the day (issue 32). */
  appointmentsToday: '/admin/vaccine/appointments',
} as const;
