import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { StructureAvailabilityTable } from '../../../db/schema.js';

/** A structure's availability and unavailability periods (migration 0067); SQL only. */

type AvailabilityValues = Omit<StructureAvailabilityTable, 'updated_at'>;

export const defaultAvailabilityOf = (db: Db, structureId: number) =>
  db.selectFrom('structure_availability').selectAll().where('structure_id', '=', structureId).executeTakeFirst();

/** Inserts the structure's default; false when it has one already (its primary key). */
export async function insertDefaultAvailability(db: Db, values: AvailabilityValues): Promise<boolean> {
  const row = await db
    .insertInto('structure_availability')
    .values(values)
    .onConflict((c) => c.column('structure_id').doNothing())
    .returning('structure_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the structure's default; false when it has none. */
export async function updateDefaultAvailability(db: Db, values: AvailabilityValues): Promise<boolean> {
  const { structure_id, ...rest } = values;
  const result = await db
    .updateTable('structure_availability')
    .set({ ...rest, updated_at: sql<Date>`now()` })
    .where('structure_id', '=', structure_id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The structure's periods that end on or after `from`, earliest first. */
export const periodsFrom = (db: Db, structureId: number, from: string) =>
  db
    .selectFrom('structure_unavailability')
    .select(['id', 'start_date', 'end_date', 'reason', 'editable'])
    .where('structure_id', '=', structureId)
    .where('end_date', '>=', from)
    .orderBy('start_date')
    .orderBy('id')
    .execute();

/** The structure's periods overlapping [start, end] (a day: start = end). */
export const periodsOverlapping = (db: Db, structureId: number, start: string, end: string) =>
  db
    .selectFrom('structure_unavailability')
    .select(['id', 'start_date', 'end_date', 'reason'])
    .where('structure_id', '=', structureId)
    .where('end_date', '>=', start)
    .where('start_date', '<=', end)
    .execute();

export const periodOf = (db: Db, structureId: number, id: number) =>
  db.selectFrom('structure_unavailability').selectAll().where('structure_id', '=', structureId).where('id', '=', id).executeTakeFirst();

export const insertPeriod = async (
  db: Db,
  values: { structure_id: number; start_date: string; end_date: string; reason: string; editable: boolean; created_by: number },
) => (await db.insertInto('structure_unavailability').values(values).returning('id').executeTakeFirstOrThrow()).id;

export const updatePeriod = (db: Db, id: number, values: { start_date: string; end_date: string; reason: string; editable: boolean }) =>
  db.updateTable('structure_unavailability').set(values).where('id', '=', id).execute();

export const deletePeriod = (db: Db, id: number) => db.deleteFrom('structure_unavailability').where('id', '=', id).execute();

/** The structure's appointments still awaited (planned, postponed) on a day: a day's capacity used. */
export async function awaitedOn(db: Db, structureId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('vaccination')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('structure_id', '=', structureId)
    .where('vaccination_date', '=', day)
    .where('kind', '=', 'routine')
    .where('status', 'in', [1, 3])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
