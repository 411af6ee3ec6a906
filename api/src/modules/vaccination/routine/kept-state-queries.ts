import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';
import { SCHEDULE_STATE_LEVEL, scheduleStateOf } from './schedule-state-queries.js';
import type { Counts } from './schedule-count-queries.js';

/** Which kept states to compute again: one structure's children, or the country's, at most `batch` of them. */
export type StaleStates = { structureId: number } | { batch: number };

/**
 * Computes again the kept schedule states (migration 0047) that no longer hold on `today`: those a
 * write marked (-infinity) and those whose day of change has come. Idempotent: a row computed holds
 * until its new changes_on. Returns how many were computed. Rows another transaction is computing
 * are skipped (the API's processes share the daily job).
 */
export async function computeStaleStates(db: Db, today: string, which: StaleStates): Promise<number> {
  const stale =
    'structureId' in which
      ? sql`select citizen_id from child_schedule_state where structure_id = ${which.structureId} and changes_on <= ${today}::date for update skip locked`
      : sql`select citizen_id from child_schedule_state where changes_on <= ${today}::date limit ${which.batch} for update skip locked`;
  const result = await sql`
    update child_schedule_state s set level = k.level, changes_on = k.changes_on
    from citizen c cross join lateral (${scheduleStateOf(today)}) k
    where c.id = s.citizen_id and s.citizen_id in (${stale})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The structure's children by kept level: its due and overdue counts (its stale states computed first). */
export async function countKeptStates(db: Db, structureId: number): Promise<Counts> {
  const rows = await db
    .selectFrom('child_schedule_state')
    .select(['level', sql<number>`count(*)::int`.as('children')])
    .where('structure_id', '=', structureId)
    .where('level', 'in', [SCHEDULE_STATE_LEVEL.due, SCHEDULE_STATE_LEVEL.overdue])
    .groupBy('level')
    .execute();
  const of = (level: number) => Number(rows.find((r) => Number(r.level) === level)?.children ?? 0);
  return { due: of(SCHEDULE_STATE_LEVEL.due), overdue: of(SCHEDULE_STATE_LEVEL.overdue) };
}

/** The kept states' table vacuumed and analysed (outside a transaction): after a run that rewrote a large part of it. */
export async function vacuumKeptStates(db: Db): Promise<void> {
  await sql`vacuum analyze child_schedule_state`.execute(db);
}
