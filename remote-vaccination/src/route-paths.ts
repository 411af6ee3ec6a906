import { AREA_LINKS } from '@evax/shared/contract';

/** The area's client routes: its own, in its own package (the host learns their prefixes from area.json). */

/** The vaccination screens (spec 2 §2); `:name` segments are filled with apiPath(). */
export const VACCINATION_ROUTES = {
  entry: '/admin/vaccine',
  routineList: AREA_LINKS.routineVaccinationList,
  /** The child's routine booklet, by its evax number (nine digits). */
  routineFolder: AREA_LINKS.routineVaccinationFolder,
  /** A new routine vaccination of the child (`?dose=` preselects the schedule's dose). */
  routineNew: '/admin/vaccine/routine-vaccination/new/:evaxNumber',
  /** The next vaccination of the child: the doses due now, given today (add-next-routine-vaccination). */
  routineNext: '/admin/vaccine/routine-vaccination/nex/:evaxNumber',
  rabiesDashboard: '/admin/vaccine-antirabique',
  /** Appointments (spec 2 §2: route paths not shown; ours, issue 32): the day's work list, the past ones, the calendar. */
  appointmentsToday: AREA_LINKS.appointmentsToday,
  appointmentsPast: '/admin/vaccine/appointments/past',
  appointmentsCalendar: '/admin/vaccine/appointments/calendar',
  /** The structure's default availability and unavailability periods. */
  availability: '/admin/vaccine/availability',
} as const;

/** The kinds' screens (spec 2 §2); :evaxNumber is nine digits. */
export const VACCINATION_KIND_ROUTES = {
  occasionalList: '/admin/vaccine/occasional-vaccination',
  occasionalNew: '/admin/vaccine/occasional-vaccination/new/:evaxNumber',
  occasionalFolder: '/admin/vaccine/occasional-vaccination/:evaxNumber',
  seasonalList: '/admin/vaccine/season-vaccination',
  seasonalNew: '/admin/vaccine/season-vaccination/new/:evaxNumber',
  seasonalFolder: '/admin/vaccine/season-vaccination/:evaxNumber',
  internationalList: '/admin/vaccine/international-vaccination',
  internationalNew: '/admin/vaccine/international-vaccination/new/:evaxNumber',
  internationalEdit: '/admin/vaccine/international-vaccination/edit/:id',
  internationalFolder: '/admin/vaccine/international-vaccination/:evaxNumber',
  /** Anti-rabies sheets (spec 2 §2): the list, a sheet's details by its id, a new sheet for a citizen's evax number, a sheet's first update by its id. */
  rabiesList: '/admin/vaccine/antirabique-vaccination',
  rabiesDetails: '/admin/vaccine/antirabique-vaccination/details/:id',
  rabiesNew: '/admin/vaccine/antirabique-vaccination/new/:evaxNumber',
  /** A citizen's sheets (spec 2 §2 "/{9 digits}"), where a new one is opened. */
  rabiesCitizen: '/admin/vaccine/antirabique-vaccination/:evaxNumber',
  rabiesEdit: '/admin/vaccine/antirabique-vaccination/edit/:id',
  /** The spec's "update sheet": the animal states, updated on the sheet's details (this path leads there). */
  rabiesUpdate: '/admin/vaccine/antirabique-vaccination/update/:id',
  /** The absent list (spec 2 §2: its route is not shown; ours): sheets whose next dose is late. */
  rabiesAbsent: '/admin/vaccine/antirabique-vaccination/absent',
} as const;
