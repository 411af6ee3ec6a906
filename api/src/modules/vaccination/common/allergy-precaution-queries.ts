import type { Db } from '../../../db/connection.js';

/**
 * The antigens an allergy of the child's medical folder calls for caution with, from the
 * vaccine_allergy_precaution table (data the administrators correct); '*' for every vaccine.
 */
export async function allergyPrecautions(db: Db, childId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('allergy as a')
    .innerJoin('vaccine_allergy_precaution as p', 'p.allergy_type_code', 'a.type_code')
    .where('a.child_id', '=', childId)
    .select('p.antigen')
    .distinct()
    .execute();
  return new Set(rows.map((r) => r.antigen));
}

/** The catalogue vaccines' antigens (0034), by DCI id. */
export function vaccineAntigens(db: Db, dciIds: number[]) {
  return db.selectFrom('dci').where('id', 'in', dciIds).select(['id', 'antigens']).execute();
}
