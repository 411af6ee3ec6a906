import type { RoutineScheduleCounts } from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { visibleChildIds } from '../citizen/queries.js';
import { structureScopeOf } from '../structure/scope.js';
import { SCHEDULE_STATE_LEVEL, scheduleStateLevel } from './schedule-state-sql.js';

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

/**
 * The due and overdue counts of one structure today: the day's kept counts while no write has
 * marked them stale (migration 0035's triggers), else counted again and kept. A count is kept only
 * if no write raised the row's version since it was read: a vaccination recorded while the
 * children were being counted leaves the counts stale, so the next read counts again.
 */
export async function keptScheduleCounts(db: Db, structureId: number, count: (today: string) => Promise<Counts>): Promise<Counts> {
  const today = tunisToday();
  const kept = await db
    .selectFrom('routine_schedule_count')
    .select(['counted_on', 'due', 'overdue', 'version'])
    .where('structure_id', '=', structureId)
    .executeTakeFirst();
  if (kept && kept.counted_on === today && kept.due !== null && kept.overdue !== null) return { due: kept.due, overdue: kept.overdue };
  const counts = await count(today);
  const values = { counted_on: today, due: counts.due, overdue: counts.overdue };
  if (kept) {
    await db.updateTable('routine_schedule_count').set(values).where('structure_id', '=', structureId).where('version', '=', kept.version).execute();
  } else {
    await db
      .insertInto('routine_schedule_count')
      .values({ structure_id: structureId, ...values })
      .onConflict((conflict) => conflict.column('structure_id').doNothing())
      .execute();
  }
  return counts;
}

/**
 * GET /api/vaccination_routine/schedule_counts: how many children of the caller's structure have a
 * routine dose overdue, or due and none overdue, today. A caller whose scope is wider than one
 * structure (a region, the nation) gets nulls: each child's state is computed, and a region's tens
 * of thousands of children would take seconds whenever a write marks one of its centres stale.
 */
export async function routineScheduleCounts(db: Db, caller: Caller): Promise<RoutineScheduleCounts> {
  const scope = structureScopeOf(caller);
  if (scope.kind !== 'structure') return { due: null, overdue: null };
  return keptScheduleCounts(db, scope.structureId, (today) => countStates(db, caller, today));
}
