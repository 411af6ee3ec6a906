import type { Db } from '../../db/connection.js';

export interface GrowthRecord {
  id: number;
  measured_on: string;
  weight_kg: number;
  height_cm: number;
}

const COLUMNS = ['id', 'measured_on', 'weight_kg', 'height_cm'] as const;

/** The child's growth records by date. */
export function growthRecordsOf(db: Db, childId: number): Promise<GrowthRecord[]> {
  return db.selectFrom('growth_metric').select(COLUMNS).where('child_id', '=', childId).orderBy('measured_on').orderBy('id').execute();
}

export function findGrowthRecord(db: Db, id: number) {
  return db
    .selectFrom('growth_metric')
    .select([...COLUMNS, 'child_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The heights just before and just after a date (the record being changed left out). */
export async function neighbourHeights(trx: Db, childId: number, date: string, except: number | null) {
  const base = () => {
    let query = trx.selectFrom('growth_metric').select('height_cm').where('child_id', '=', childId);
    if (except !== null) query = query.where('id', '!=', except);
    return query;
  };
  const previous = await base().where('measured_on', '<=', date).orderBy('measured_on', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const next = await base().where('measured_on', '>', date).orderBy('measured_on').orderBy('id').limit(1).executeTakeFirst();
  return { previous: previous?.height_cm ?? null, next: next?.height_cm ?? null };
}

type Measurement = { date: string; weightKg: number; heightCm: number };

export function insertGrowth(trx: Db, childId: number, m: Measurement): Promise<GrowthRecord> {
  return trx
    .insertInto('growth_metric')
    .values({ child_id: childId, measured_on: m.date, weight_kg: m.weightKg, height_cm: m.heightCm })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateGrowthRow(trx: Db, id: number, m: Measurement): Promise<GrowthRecord> {
  return trx
    .updateTable('growth_metric')
    .set({ measured_on: m.date, weight_kg: m.weightKg, height_cm: m.heightCm, updated_at: new Date() })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteGrowthRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('growth_metric').where('id', '=', id).execute();
}
