/** The vaccination module's door: what other modules may use (lint: evax-api/module-door). The MAPI report names a child's given vaccinations. */
export { givenVaccinationsOf, toVaccinationChoice } from './common/given-vaccination-queries.js';
export { startScheduleStateJob } from './routine/schedule-state-job.js';
export { dosesByGovernorate, type DoseCounting } from './dashboard/vaccination-kpi-queries.js';
export { routineScheduleCounts } from './routine/schedule-counts.js';
export { awaitedAppointmentsToday } from './appointments/appointment-service.js';
