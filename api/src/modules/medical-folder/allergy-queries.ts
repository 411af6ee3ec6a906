import { OPTION_LIST_CODES } from '@evax/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';

export interface AllergyRecord {
  id: number;
  type_code: string;
  name: string;
  rank: number;
}

const COLUMNS = ['id', 'type_code', 'name', 'rank'] as const;

/** The allergy types: the active items of the ALLERGY_TYPE option list (administrators keep it). */
function allergyTypes(db: Db) {
  return db
    .selectFrom('option_list_item as i')
    .innerJoin('option_list as l', 'l.id', 'i.list_id')
    .where('l.code', '=', OPTION_LIST_CODES.allergyType)
    .where('i.code', 'is not', null);
}

/** Whether the code is an active allergy type. */
export async function isActiveAllergyType(db: Db, code: string): Promise<boolean> {
  return (await allergyTypes(db).where('i.code', '=', code).where('i.is_active', '=', true).select('i.id').executeTakeFirst()) !== undefined;
}

/** The child's allergies in their order (rank 1 first), with their types' labels. */
export function allergyRowsOf(db: Db, childId: number) {
  return db
    .selectFrom('allergy as a')
    .leftJoin(allergyTypes(db).select(['i.code', 'i.value_fr', 'i.value_ar']).as('t'), (join) => join.onRef('t.code', '=', 'a.type_code'))
    .select(['a.id', 'a.type_code', 'a.name', 'a.rank', 't.value_fr', 't.value_ar'])
    .where('a.child_id', '=', childId)
    .orderBy('a.rank')
    .execute();
}

export function findAllergy(db: Db, id: number) {
  return db
    .selectFrom('allergy')
    .select([...COLUMNS, 'child_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The child's last allergy rank (0 without any). */
export async function lastAllergyRank(trx: Db, childId: number): Promise<number> {
  const last = await trx
    .selectFrom('allergy')
    .select((eb) => eb.fn.max('rank').as('rank'))
    .where('child_id', '=', childId)
    .executeTakeFirst();
  return Number(last?.rank ?? 0);
}

export function insertAllergy(trx: Db, childId: number, allergy: { type: string; name: string; rank: number }): Promise<AllergyRecord> {
  return trx
    .insertInto('allergy')
    .values({ child_id: childId, type_code: allergy.type, name: allergy.name, rank: allergy.rank })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateAllergyRow(trx: Db, id: number, allergy: { type: string; name: string }): Promise<AllergyRecord> {
  return trx
    .updateTable('allergy')
    .set({ type_code: allergy.type, name: allergy.name, updated_at: new Date() })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Deletes an allergy; the child's later ones move up, so ranks stay 1..n. */
export async function deleteAllergyRow(trx: Db, allergy: { id: number; child_id: number; rank: number }): Promise<void> {
  await trx.deleteFrom('allergy').where('id', '=', allergy.id).execute();
  await trx
    .updateTable('allergy')
    .set({ rank: sql`rank - 1` })
    .where('child_id', '=', allergy.child_id)
    .where('rank', '>', allergy.rank)
    .execute();
}

/** Gives each allergy its rank (the unique (child, rank) constraint is deferred: ranks may collide until the commit). */
export async function setAllergyRanks(trx: Db, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries())
    await trx
      .updateTable('allergy')
      .set({ rank: index + 1 })
      .where('id', '=', id)
      .execute();
}
