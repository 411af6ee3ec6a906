import type { RoutineScheduleCounts } from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { structureScopeOf } from '../../structure/index.js';
import { computeStaleStates } from './kept-state-queries.js';
import { countStates, keepCounts, keptCounts, type Counts } from './schedule-count-queries.js';

export type { Counts };

/**
 * The due and overdue counts of one structure today: the day's kept counts while no write has
 * marked them stale (migration 0035's triggers), else counted again and kept. A count is kept only
 * if no write raised the row's version since it was read: a vaccination recorded while the
 * children were being counted leaves the counts stale, so the next read counts again.
 */
export async function keptScheduleCounts(db: Db, structureId: number, count: (today: string) => Promise<Counts>): Promise<Counts> {
  const today = tunisToday();
  const kept = await keptCounts(db, structureId);
  if (kept && kept.counted_on === today && kept.due !== null && kept.overdue !== null) return { due: kept.due, overdue: kept.overdue };
  const counts = await count(today);
  await keepCounts(db, structureId, kept ? kept.version : null, { counted_on: today, due: counts.due, overdue: counts.overdue });
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
  return keptScheduleCounts(db, scope.structureId, (today) => countStates(db, scope.structureId, today));
}

/** Rows computed a statement: a few hundred milliseconds, so a write waiting on one of them is not held long. */
const STALE_BATCH = 5_000;

/** Every kept schedule state (0047) that no longer holds on `today`, computed again in batches; how many. Idempotent. */
export async function computeAllStaleStates(db: Db, today: string): Promise<number> {
  let total = 0;
  for (;;) {
    const computed = await computeStaleStates(db, today, { batch: STALE_BATCH });
    total += computed;
    if (computed < STALE_BATCH) return total;
  }
}
