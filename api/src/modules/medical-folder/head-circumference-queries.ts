import type { Db } from '../../db/connection.js';

export interface HeadRecord {
  id: number;
  measured_on: string;
  head_circumference_cm: number;
}

const COLUMNS = ['id', 'measured_on', 'head_circumference_cm'] as const;

/** The child's head-circumference records by date. */
export function headRecordsOf(db: Db, childId: number): Promise<HeadRecord[]> {
  return db.selectFrom('head_circumference_metric').select(COLUMNS).where('child_id', '=', childId).orderBy('measured_on').orderBy('id').execute();
}

export function findHeadRecord(db: Db, id: number) {
  return db
    .selectFrom('head_circumference_metric')
    .select([...COLUMNS, 'child_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

type Measurement = { date: string; headCircumferenceCm: number };

export function insertHead(trx: Db, childId: number, m: Measurement): Promise<HeadRecord> {
  return trx
    .insertInto('head_circumference_metric')
    .values({ child_id: childId, measured_on: m.date, head_circumference_cm: m.headCircumferenceCm })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateHeadRow(trx: Db, id: number, m: Measurement): Promise<HeadRecord> {
  return trx
    .updateTable('head_circumference_metric')
    .set({ measured_on: m.date, head_circumference_cm: m.headCircumferenceCm, updated_at: new Date() })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteHeadRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('head_circumference_metric').where('id', '=', id).execute();
}
