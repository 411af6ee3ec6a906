import type { ChildHealthRead, MedicalFolderSummary } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import type { ApiError } from '../../http/errors.js';
import { visibleChildOr404, type VisibleChild } from '../citizen/index.js';
import { folderProtected } from './errors.js';
import { folderClosure, isFolderClosed, lockChildRow } from './folder-queries.js';

/**
 * Refuses every write to a closed folder (spec 2 §4: closing is irreversible). Call it inside the
 * write's transaction: it holds the child's row (FOR SHARE) until the transaction ends, so a
 * closure running at the same time waits for the write, or the write sees the closure.
 * The vaccination module calls it before recording a vaccination.
 */
export async function assertFolderOpen(trx: Db, childId: number): Promise<void> {
  await lockChildRow(trx, childId, 'share');
  if (await isFolderClosed(trx, childId)) throw folderProtected();
}

/** The child's folder: its birth date and sex, and its closure if closed. */
export async function folderSummaryOf(db: Db, child: VisibleChild): Promise<MedicalFolderSummary> {
  const closure = await folderClosure(db, child.id);
  return {
    evaxNumber: child.evaxNumber,
    birthDate: child.birthDate,
    gender: child.gender,
    closed: closure ? { at: new Date(closure.closed_at).toISOString(), reason: closure.reason, username: closure.username ?? null } : null,
  };
}

export async function folderSummary(db: Db, caller: Caller, evaxNumber: string): Promise<MedicalFolderSummary> {
  return folderSummaryOf(db, await visibleChildOr404(db, caller, { evaxNumber }, { reads: 'medical_folder' }));
}

/**
 * A folder record reached by its own id (a growth record, an allergy, a MAPI report) and its
 * child, through the gate by the record's child: a missing record and one of a child the caller
 * does not see answer the same 404, the record's own.
 */
export async function folderRecordOr404<R extends { child_id: number }>(
  db: Db,
  caller: Caller,
  record: R | undefined,
  notFound: () => ApiError,
  reads?: ChildHealthRead,
): Promise<{ record: R; child: VisibleChild }> {
  if (!record) throw notFound();
  return { record, child: await visibleChildOr404(db, caller, { id: record.child_id }, { notFound, reads }) };
}
