import { AGE_BANDS, type AgeBand, type BookletEntry, type Paged, type RoutineVaccinationChildRow, type ScheduleState } from '@evax/shared/contract';
import { computeBooklet, nextDue, tunisToday } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { countAndPage, type ListParams } from '../../../http/list-query.js';
import { toChildRow } from '../../citizen/index.js';
import { structureScopeOf } from '../../structure/index.js';
import { countRoutineChildren, routineChildren, routineChildrenInState, routineChildrenPageRows, type RoutineChildren } from './routine-list-queries.js';
import { givenDosesOfChildren, loadSchedule } from './routine-queries.js';
import { computeAllStaleStates, routineScheduleCounts } from './schedule-counts.js';
import { computeStaleStates } from './kept-state-queries.js';

export interface RoutineListFilters {
  structure?: number;
  ageBand?: AgeBand;
  scheduleState?: ScheduleState;
}

/** The birth dates of an age band on `today`: born after `from`, on or before `to`. */
function birthRange(band: AgeBand, today: string): { bornAfter: string | null; bornOnOrBefore: string } {
  const monthsAgo = (months: number) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCMonth(date.getUTCMonth() - months);
    return date.toISOString().slice(0, 10);
  };
  const { fromMonths, toMonths } = AGE_BANDS[band];
  return { bornAfter: toMonths === null ? null : monthsAgo(toMonths), bornOnOrBefore: monthsAgo(fromMonths) };
}

function scheduleState(booklet: BookletEntry[]): ScheduleState {
  if (booklet.some((e) => e.state === 'overdue')) return 'overdue';
  if (booklet.some((e) => e.state === 'due' || e.state === 'postponed')) return 'due';
  return booklet.some((e) => e.state === 'not_yet') ? 'up_to_date' : 'complete';
}

/** The children list of the routine vaccination screen, with where each child's schedule stands (computed for the page's children). */
export async function listRoutineChildren(
  db: Db,
  caller: Caller,
  params: ListParams,
  filters: RoutineListFilters = {},
): Promise<Paged<RoutineVaccinationChildRow>> {
  const today = tunisToday();
  const children = routineChildren(db, caller, params.search, {
    structure: filters.structure,
    ...(filters.ageBand ? birthRange(filters.ageBand, today) : {}),
  });
  if (!filters.scheduleState) return countAndPage(children, (query) => routineChildrenPage(db, query, params, today));
  // The states kept per child (0047) that no longer hold are computed first: the writes since the
  // last read, and the children whose day of change has come, if the daily job has not run yet.
  await computeStaleStatesOf(db, caller, today);
  const inState = routineChildrenInState(children, filters.scheduleState);
  const kept = await keptCountOf(db, caller, params, filters);
  const counted = kept === null ? await countRoutineChildren(db, inState) : { count: kept };
  return { ...counted, results: await routineChildrenPage(db, inState, params, today) };
}

/** The stale kept states the caller's list may show: its centre's, or the country's, in batches. */
async function computeStaleStatesOf(db: Db, caller: Caller, today: string): Promise<void> {
  const scope = structureScopeOf(caller);
  if (scope.kind === 'structure') await computeStaleStates(db, today, { structureId: scope.structureId });
  else await computeAllStaleStates(db, today);
}

/** A structure's own due or overdue children, unsearched: their exact count, from the day's kept counts. */
async function keptCountOf(db: Db, caller: Caller, params: ListParams, filters: RoutineListFilters): Promise<number | null> {
  const scope = structureScopeOf(caller);
  const state = filters.scheduleState;
  if (scope.kind !== 'structure' || (state !== 'due' && state !== 'overdue')) return null;
  if (params.search || filters.ageBand || (filters.structure !== undefined && filters.structure !== scope.structureId)) return null;
  return (await routineScheduleCounts(db, caller))[state];
}

/** A page of the list, with where each of its children's schedule stands (the booklet, computed per child). */
async function routineChildrenPage(db: Db, query: RoutineChildren, params: ListParams, today: string): Promise<RoutineVaccinationChildRow[]> {
  const rows = await routineChildrenPageRows(query, params);
  if (rows.length === 0) return [];
  const schedule = await loadSchedule(db);
  const given = await givenDosesOfChildren(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const booklet = computeBooklet(schedule, given.get(row.id) ?? [], { birthDate: row.birth_date, gender: row.gender }, today);
    const next = nextDue(booklet);
    return {
      ...toChildRow(row),
      dosesGiven: row.doses_given,
      lastVaccinationDate: row.last_vaccination_date,
      nextDue: next ? { dciName: next.dose.dciName, dciNameAr: next.dose.dciNameAr, doseNumber: next.dose.doseNumber, date: next.date } : null,
      scheduleState: scheduleState(booklet),
    };
  });
}
