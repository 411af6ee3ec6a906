import type { Db } from '../../../db/connection.js';
import { computeStaleStates, countKeptStates } from './kept-state-queries.js';

export type Counts = { due: number; overdue: number };

/** The structure's due and overdue children on `today`: its kept states that no longer hold computed again, then counted. */
export async function countStates(db: Db, structureId: number, today: string): Promise<Counts> {
  await computeStaleStates(db, today, { structureId });
  return countKeptStates(db, structureId);
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
