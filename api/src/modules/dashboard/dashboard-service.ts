import { DASHBOARD_LIMITS, type CentreDay, type DashboardAreas, DashboardQuery, InscriptionKpi, VaccinationKpi } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { childrenByGovernorate } from '../citizen/index.js';
import { seriousMapiCountSince } from '../medical-folder/index.js';
import { vaccineChoices } from '../reference/index.js';
import { acceptedRequestsByGovernorate, waitingRequestCount } from '../registration/index.js';
import { areaChoices } from '../structure/index.js';
import { awaitedAppointmentsToday, dosesByGovernorate, routineScheduleCounts } from '../vaccination/index.js';
import { nextDoseDate } from '@evax/shared/validation';
import { dashboardCounting } from './dashboard-filters.js';
import { dashboardScopeOf } from './dashboard-level.js';

const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

/** GET /api/vaccination-kpi: the doses done in the area, period, vaccine and age range, and by governorate (the map). */
export async function vaccinationKpi(db: Db, caller: Caller, query: DashboardQuery, today: string): Promise<VaccinationKpi> {
  const counting = await dashboardCounting(db, caller, query, today);
  const rows = await dosesByGovernorate(db, counting);
  return {
    level: counting.scope.level,
    totalvaccinesCount: sum(rows, (r) => r.doses),
    totalvaccinesPasse: sum(rows, (r) => r.past),
    data: rows.map((r) => ({ governorate: r.governorate, totalvaccinesCount: r.doses, totalvaccinesPasse: r.past })),
  };
}

/**
 * GET /api/citizen/inscriptionkpi: the children registered in the area (age range), those registered
 * in the period, the citizen-space accounts accepted in the period, and by governorate. The vaccine
 * filter does not apply to registrations.
 */
export async function inscriptionKpi(db: Db, caller: Caller, query: DashboardQuery, today: string): Promise<InscriptionKpi> {
  const counting = await dashboardCounting(db, caller, query, today);
  const [children, accepted] = await Promise.all([childrenByGovernorate(db, counting), acceptedRequestsByGovernorate(db, counting)]);
  const byGovernorate = new Map<number, { registeredChildren: number; totalinscritparagent: number; totalinscritparcitoyen: number }>();
  const entry = (governorate: number) => {
    let found = byGovernorate.get(governorate);
    if (!found) byGovernorate.set(governorate, (found = { registeredChildren: 0, totalinscritparagent: 0, totalinscritparcitoyen: 0 }));
    return found;
  };
  for (const row of children) Object.assign(entry(row.governorate), { registeredChildren: row.registered, totalinscritparagent: row.by_agents });
  for (const row of accepted) if (row.governorate !== null) entry(row.governorate).totalinscritparcitoyen = row.accepted;
  const byAgents = sum(children, (r) => r.by_agents);
  const byCitizens = sum(accepted, (r) => r.accepted);
  return {
    level: counting.scope.level,
    registeredChildren: sum(children, (r) => r.registered),
    totalinscritparagent: byAgents,
    totalinscritparcitoyen: byCitizens,
    total: byAgents + byCitizens,
    data: [...byGovernorate.entries()]
      .sort(([a], [b]) => a - b)
      .map(([governorate, counts]) => ({ governorate, ...counts, total: counts.totalinscritparagent + counts.totalinscritparcitoyen })),
  };
}

/** GET /api/dashboard/areas: the caller's level, the places its filters may name and the vaccines of the catalogue. */
export async function dashboardAreas(db: Db, caller: Caller): Promise<DashboardAreas> {
  const scope = await dashboardScopeOf(db, caller);
  if (!scope) throw forbidden();
  const [places, vaccines] = await Promise.all([areaChoices(db, scope.area), vaccineChoices(db)]);
  return { level: scope.level, ...places, vaccines };
}

/**
 * GET /api/dashboard/centre-day: the caller's structure's day: the doses done today in its dashboard
 * area, the children with a routine dose due or overdue (the routine area's kept counts: null beyond
 * one structure), the registration requests it decides that wait, the serious MAPI reports of the
 * children it sees of the last 30 days (today included).
 */
export async function centreDay(db: Db, caller: Caller, today: string): Promise<CentreDay> {
  const scope = await dashboardScopeOf(db, caller);
  if (!scope) throw forbidden();
  const since = nextDoseDate(today, -(DASHBOARD_LIMITS.seriousMapiDays - 1), 'days');
  const [appointmentsToday, doses, counts, requestsWaiting, seriousMapi] = await Promise.all([
    caller.structure ? awaitedAppointmentsToday(db, caller, today) : 0,
    dosesByGovernorate(db, { area: scope.area, from: today, to: today }),
    routineScheduleCounts(db, caller),
    waitingRequestCount(db, caller),
    seriousMapiCountSince(db, caller, since),
  ]);
  return { today, appointmentsToday, vaccinatedToday: sum(doses, (r) => r.doses), due: counts.due, overdue: counts.overdue, requestsWaiting, seriousMapi };
}
