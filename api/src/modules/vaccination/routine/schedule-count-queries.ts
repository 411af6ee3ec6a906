import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { visibleChildIds } from '../../citizen/index.js';
import { SCHEDULE_STATE_LEVEL, scheduleStateLevel } from './schedule-state-queries.js';

export type Counts = { due: number; overdue: number };

/** Every child of the caller's structure in its schedule state on `today`, counted by state in SQL. */
export async function countStates(db: Db, caller: Caller, today: string): Promise<Counts> {
  const levels = visibleChildIds(db, caller, null).clearSelect().select(scheduleStateLevel(today).as('level'));
  // Grouped by level, unfiltered, so that each child's state is computed once.
  const rows = await db
    .selectFrom(levels.as('k'))
    .select(['k.level', sql<number>`count(*)::int`.as('children')])
    .groupBy('k.level')
    .execute();
  const of = (level: number) => Number(rows.find((r) => Number(r.level) === level)?.children ?? 0);
  return { due: of(SCHEDULE_STATE_LEVEL.due), overdue: of(SCHEDULE_STATE_LEVEL.overdue) };
}

/** The structure's kept counts (migration 0035) and the version a write raises, or undefined. */
export function keptCounts(db: Db, structureId: number) {
  return db.selectFrom('routine_schedule_count').select(['counted_on', 'due', 'overdue', 'version']).where('structure_id', '=', structureId).executeTakeFirst();
}

/**
 * Keeps the day's counts: over the row read at `version` (a write since raised it: nothing is
 * kept, the next read counts again), or as the structure's first row.
 */
export async function keepCounts(db: Db, structureId: number, version: number | null, values: { counted_on: string } & Counts): Promise<void> {
  if (version !== null) {
    await db.updateTable('routine_schedule_count').set(values).where('structure_id', '=', structureId).where('version', '=', version).execute();
  } else {
    await db
      .insertInto('routine_schedule_count')
      .values({ structure_id: structureId, ...values })
      .onConflict((conflict) => conflict.column('structure_id').doNothing())
      .execute();
  }
}
