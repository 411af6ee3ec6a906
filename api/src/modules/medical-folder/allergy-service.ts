import { MEDICAL_FOLDER_ERROR_KEYS, OPTION_LIST_CODES, type AllergyRequest, type AllergyRow, type MetricList } from '@evax/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { entityNotFound, throwIfInvalid } from '../../http/errors.js';
import { changedFields } from '../audit/audit.js';
import { assertFolderOpen, folderChildByIdOr404, folderChildOr404 } from './folder.js';
import { auditFolderWrite } from './metric-rules.js';

/** The allergy types: the active items of the ALLERGY_TYPE option list (administrators keep it). */
function allergyTypes(db: Db) {
  return db
    .selectFrom('option_list_item as i')
    .innerJoin('option_list as l', 'l.id', 'i.list_id')
    .where('l.code', '=', OPTION_LIST_CODES.allergyType)
    .where('i.code', 'is not', null);
}

async function assertAllergyType(db: Db, code: string): Promise<void> {
  const item = await allergyTypes(db).where('i.code', '=', code).where('i.is_active', '=', true).select('i.id').executeTakeFirst();
  if (!item) throwIfInvalid({ type: [{ code: 'invalid_choice', key: 'ERROR.CODE.VALIDATION.INVALID_CHOICE' }] });
}

/** The child's allergies in their order (rank 1 first), with their types' labels. */
async function allergiesOf(db: Db, childId: number): Promise<AllergyRow[]> {
  const rows = await db
    .selectFrom('allergy as a')
    .leftJoin(allergyTypes(db).select(['i.code', 'i.value_fr', 'i.value_ar']).as('t'), (join) => join.onRef('t.code', '=', 'a.type_code'))
    .select(['a.id', 'a.type_code', 'a.name', 'a.rank', 't.value_fr', 't.value_ar'])
    .where('a.child_id', '=', childId)
    .orderBy('a.rank')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type_code,
    typeFr: row.value_fr ?? row.type_code,
    typeAr: row.value_ar ?? row.type_code,
    name: row.name,
    rank: row.rank,
  }));
}

export async function listAllergies(db: Db, caller: Caller, evaxNumber: string): Promise<MetricList<AllergyRow>> {
  const child = await folderChildOr404(db, caller, evaxNumber);
  const results = await allergiesOf(db, child.id);
  return { count: results.length, results };
}

const snapshot = (row: { type_code: string; name: string; rank: number }) => ({ type: row.type_code, name: row.name, rank: row.rank });

/**
 * The child's allergy ranks are read, then written: one such writer per child at a time, or two
 * creates at once would both take the next rank (the load bench met it: a 500 at the commit). Taken
 * before assertFolderOpen's shared lock, so that two writers never both wait to upgrade theirs.
 */
async function lockRanksOf(trx: Db, childId: number): Promise<void> {
  await trx.selectFrom('citizen').select('id').where('id', '=', childId).forUpdate().executeTakeFirst();
}

export async function createAllergy(db: Db, caller: Caller, evaxNumber: string, body: AllergyRequest): Promise<AllergyRow> {
  const child = await folderChildOr404(db, caller, evaxNumber);
  return db.transaction().execute(async (trx) => {
    await lockRanksOf(trx, child.id);
    await assertFolderOpen(trx, child.id);
    await assertAllergyType(trx, body.type);
    const last = await trx
      .selectFrom('allergy')
      .select((eb) => eb.fn.max('rank').as('rank'))
      .where('child_id', '=', child.id)
      .executeTakeFirst();
    const row = await trx
      .insertInto('allergy')
      .values({ child_id: child.id, type_code: body.type, name: body.name, rank: Number(last?.rank ?? 0) + 1 })
      .returning(['id', 'type_code', 'name', 'rank'])
      .executeTakeFirstOrThrow();
    await auditFolderWrite(trx, caller, { action: 'create', entity: 'allergy', entityId: row.id, childId: child.id, after: snapshot(row) });
    return (await allergiesOf(trx, child.id)).find((allergy) => allergy.id === row.id)!;
  });
}

async function allergyOr404(db: Db, caller: Caller, id: number) {
  const record = await db.selectFrom('allergy').select(['id', 'child_id', 'type_code', 'name', 'rank']).where('id', '=', id).executeTakeFirst();
  if (!record) throw entityNotFound('Allergy not found');
  const child = await folderChildByIdOr404(db, caller, record.child_id).catch(() => {
    throw entityNotFound('Allergy not found');
  });
  return { record, child };
}

export async function updateAllergy(db: Db, caller: Caller, id: number, body: AllergyRequest): Promise<AllergyRow> {
  const { record, child } = await allergyOr404(db, caller, id);
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    await assertAllergyType(trx, body.type);
    const row = await trx
      .updateTable('allergy')
      .set({ type_code: body.type, name: body.name, updated_at: new Date() })
      .where('id', '=', id)
      .returning(['id', 'type_code', 'name', 'rank'])
      .executeTakeFirstOrThrow();
    await auditFolderWrite(trx, caller, {
      action: 'update',
      entity: 'allergy',
      entityId: id,
      childId: child.id,
      ...changedFields(snapshot(record), snapshot(row)),
    });
    return (await allergiesOf(trx, child.id)).find((allergy) => allergy.id === id)!;
  });
}

/** Deletes an allergy; the ones after it move up, so ranks stay 1..n. */
export async function deleteAllergy(db: Db, caller: Caller, id: number): Promise<void> {
  const { record, child } = await allergyOr404(db, caller, id);
  await db.transaction().execute(async (trx) => {
    await lockRanksOf(trx, child.id);
    await assertFolderOpen(trx, child.id);
    await trx.deleteFrom('allergy').where('id', '=', id).execute();
    await trx
      .updateTable('allergy')
      .set({ rank: sql`rank - 1` })
      .where('child_id', '=', child.id)
      .where('rank', '>', record.rank)
      .execute();
    await auditFolderWrite(trx, caller, { action: 'delete', entity: 'allergy', entityId: id, childId: child.id, before: snapshot(record) });
  });
}

/** A new order: every allergy of the child, each once, first first; audited as one row. */
export async function reorderAllergies(db: Db, caller: Caller, evaxNumber: string, ids: number[]): Promise<MetricList<AllergyRow>> {
  const child = await folderChildOr404(db, caller, evaxNumber);
  return db.transaction().execute(async (trx) => {
    await lockRanksOf(trx, child.id);
    await assertFolderOpen(trx, child.id);
    const before = await allergiesOf(trx, child.id);
    const same = ids.length === before.length && new Set(ids).size === ids.length && before.every((allergy) => ids.includes(allergy.id));
    if (!same) throwIfInvalid({ ids: [{ code: 'invalid', key: MEDICAL_FOLDER_ERROR_KEYS.allergyOrderMismatch }] });
    // The unique (child, rank) constraint is deferred: ranks may collide until the commit.
    for (const [index, id] of ids.entries())
      await trx
        .updateTable('allergy')
        .set({ rank: index + 1 })
        .where('id', '=', id)
        .execute();
    const results = await allergiesOf(trx, child.id);
    await auditFolderWrite(trx, caller, {
      action: 'reorder',
      entity: 'allergy',
      entityId: child.id,
      childId: child.id,
      before: { order: before.map((a) => a.id) },
      after: { order: results.map((a) => a.id) },
    });
    return { count: results.length, results };
  });
}
