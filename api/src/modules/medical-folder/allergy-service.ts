import { MEDICAL_FOLDER_ERROR_KEYS, type AllergyRequest, type AllergyRow, type MetricList } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { entityNotFound, throwIfInvalid } from '../../http/errors.js';
import { changedFields } from '../audit/index.js';
import { visibleChildOr404 } from '../citizen/index.js';
import {
  allergyRowsOf,
  deleteAllergyRow,
  findAllergy,
  insertAllergy,
  isActiveAllergyType,
  lastAllergyRank,
  setAllergyRanks,
  updateAllergyRow,
  type AllergyRecord,
} from './allergy-queries.js';
import { assertFolderOpen, folderRecordOr404 } from './folder.js';
import { lockChildRow } from './folder-queries.js';
import { auditFolderWrite } from './metric-rules.js';

async function assertAllergyType(db: Db, code: string): Promise<void> {
  if (!(await isActiveAllergyType(db, code))) throwIfInvalid({ type: [{ code: 'invalid_choice', key: 'ERROR.CODE.VALIDATION.INVALID_CHOICE' }] });
}

/** The child's allergies in their order (rank 1 first), with their types' labels. */
async function allergiesOf(db: Db, childId: number): Promise<AllergyRow[]> {
  const rows = await allergyRowsOf(db, childId);
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
  const child = await visibleChildOr404(db, caller, { evaxNumber }, { reads: 'allergies' });
  const results = await allergiesOf(db, child.id);
  return { count: results.length, results };
}

const snapshot = (row: AllergyRecord) => ({ type: row.type_code, name: row.name, rank: row.rank });

/**
 * The child's allergy ranks are read, then written: one such writer per child at a time, or two
 * creates at once would both take the next rank (the load bench met it: a 500 at the commit). Taken
 * before assertFolderOpen's shared lock, so that two writers never both wait to upgrade theirs.
 */
const lockAllergyRanks = (trx: Db, childId: number) => lockChildRow(trx, childId, 'update');

export async function createAllergy(db: Db, caller: Caller, evaxNumber: string, body: AllergyRequest): Promise<AllergyRow> {
  const child = await visibleChildOr404(db, caller, { evaxNumber });
  return db.transaction().execute(async (trx) => {
    await lockAllergyRanks(trx, child.id);
    await assertFolderOpen(trx, child.id);
    await assertAllergyType(trx, body.type);
    const row = await insertAllergy(trx, child.id, { type: body.type, name: body.name, rank: (await lastAllergyRank(trx, child.id)) + 1 });
    await auditFolderWrite(trx, caller, { action: 'create', entity: 'allergy', entityId: row.id, childId: child.id, after: snapshot(row) });
    return (await allergiesOf(trx, child.id)).find((allergy) => allergy.id === row.id)!;
  });
}

const allergyOr404 = async (db: Db, caller: Caller, id: number) =>
  folderRecordOr404(db, caller, await findAllergy(db, id), () => entityNotFound('Allergy not found'));

export async function updateAllergy(db: Db, caller: Caller, id: number, body: AllergyRequest): Promise<AllergyRow> {
  const { record, child } = await allergyOr404(db, caller, id);
  return db.transaction().execute(async (trx) => {
    await assertFolderOpen(trx, child.id);
    await assertAllergyType(trx, body.type);
    const row = await updateAllergyRow(trx, id, body);
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
    await lockAllergyRanks(trx, child.id);
    await assertFolderOpen(trx, child.id);
    await deleteAllergyRow(trx, record);
    await auditFolderWrite(trx, caller, { action: 'delete', entity: 'allergy', entityId: id, childId: child.id, before: snapshot(record) });
  });
}

/** A new order: every allergy of the child, each once, first first; audited as one row. */
export async function reorderAllergies(db: Db, caller: Caller, evaxNumber: string, ids: number[]): Promise<MetricList<AllergyRow>> {
  const child = await visibleChildOr404(db, caller, { evaxNumber });
  return db.transaction().execute(async (trx) => {
    await lockAllergyRanks(trx, child.id);
    await assertFolderOpen(trx, child.id);
    const before = await allergiesOf(trx, child.id);
    const same = ids.length === before.length && new Set(ids).size === ids.length && before.every((allergy) => ids.includes(allergy.id));
    if (!same) throwIfInvalid({ ids: [{ code: 'invalid', key: MEDICAL_FOLDER_ERROR_KEYS.allergyOrderMismatch }] });
    await setAllergyRanks(trx, ids);
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
