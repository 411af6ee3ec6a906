import { ERROR_CODES, MEDICAL_FOLDER_ERROR_KEYS, type FieldError, type MedicalFolderSummary } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { parentNotFound } from '../citizen/parent-service.js';
import { visibleChildren } from '../citizen/scope.js';

/** The child a folder belongs to, as the folder's rules need it. */
export interface FolderChild {
  id: number;
  evaxNumber: string;
  birthDate: string;
  gender: 'male' | 'female';
}

/** 409 "The folder is protected against modifications" (spec 2 §8): the folder is closed. */
export const folderProtected = () =>
  new ApiError(409, {
    detail: 'The folder is protected against modifications',
    errorCode: ERROR_CODES.ENTITY_ERROR,
    key: MEDICAL_FOLDER_ERROR_KEYS.folderProtected,
  });

/** 400 "invalid height or perimeter metric" (spec 2 §8), on the fields at fault. */
export function invalidMetric(fields: string[]): ApiError {
  const error: FieldError = { code: 'invalid', key: MEDICAL_FOLDER_ERROR_KEYS.invalidMetric };
  return new ApiError(400, {
    detail: 'Invalid height or perimeter metric',
    errorCode: ERROR_CODES.ENTITY_NOT_VALID,
    key: MEDICAL_FOLDER_ERROR_KEYS.invalidMetric,
    fields: Object.fromEntries(fields.map((field) => [field, [error]])),
  });
}

/**
 * 409 "borderline value": beyond ±3 SD but plausible, on the fields at fault; the same request
 * with `confirmBorderline: true` records it.
 */
export function borderlineMetric(fields: string[]): ApiError {
  const error: FieldError = { code: 'invalid', key: MEDICAL_FOLDER_ERROR_KEYS.borderlineMetric };
  return new ApiError(409, {
    detail: 'Borderline value: confirm it',
    errorCode: ERROR_CODES.ENTITY_ERROR,
    key: MEDICAL_FOLDER_ERROR_KEYS.borderlineMetric,
    fields: Object.fromEntries(fields.map((field) => [field, [error]])),
  });
}

function visibleChild(db: Db, caller: Caller) {
  return db
    .selectFrom('citizen as c')
    .innerJoin('structure as s', 's.id', 'c.structure_id')
    .where(visibleChildren(caller))
    .select(['c.id', 'c.evax_number', 'c.birth_date', 'c.gender']);
}

const toFolderChild = (row: { id: number; evax_number: string; birth_date: string; gender: string }): FolderChild => ({
  id: row.id,
  evaxNumber: row.evax_number,
  birthDate: row.birth_date,
  gender: row.gender as FolderChild['gender'],
});

/** The child of a folder by evax number, or 404 (the same answer for another centre's child). */
export async function folderChildOr404(db: Db, caller: Caller, evaxNumber: string): Promise<FolderChild> {
  const row = await visibleChild(db, caller).where('c.evax_number', '=', evaxNumber).executeTakeFirst();
  if (!row) throw parentNotFound('Child not found');
  return toFolderChild(row);
}

/** The child by id, or 404 when out of the caller's scope (a record reached by its own id). */
export async function folderChildByIdOr404(db: Db, caller: Caller, childId: number): Promise<FolderChild> {
  const row = await visibleChild(db, caller).where('c.id', '=', childId).executeTakeFirst();
  if (!row) throw parentNotFound('Child not found');
  return toFolderChild(row);
}

/**
 * Refuses every write to a closed folder (spec 2 §4: closing is irreversible). Call it inside the
 * write's transaction: it holds the child's row (FOR SHARE) until the transaction ends, so a
 * closure running at the same time waits for the write, or the write sees the closure.
 * The vaccination module calls it before recording a vaccination.
 */
export async function assertFolderOpen(trx: Db, childId: number): Promise<void> {
  await trx.selectFrom('citizen').select('id').where('id', '=', childId).forShare().executeTakeFirst();
  const closure = await trx.selectFrom('medical_folder_closure').select('child_id').where('child_id', '=', childId).executeTakeFirst();
  if (closure) throw folderProtected();
}

export async function folderSummary(db: Db, caller: Caller, evaxNumber: string): Promise<MedicalFolderSummary> {
  const child = await folderChildOr404(db, caller, evaxNumber);
  const closure = await db
    .selectFrom('medical_folder_closure as f')
    .leftJoin('app_user as u', 'u.id', 'f.closed_by')
    .select(['f.closed_at', 'f.reason', 'u.username'])
    .where('f.child_id', '=', child.id)
    .executeTakeFirst();
  return {
    evaxNumber: child.evaxNumber,
    birthDate: child.birthDate,
    gender: child.gender,
    closed: closure ? { at: new Date(closure.closed_at).toISOString(), reason: closure.reason, username: closure.username ?? null } : null,
  };
}
