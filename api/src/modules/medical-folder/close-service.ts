import type { FolderCloseRequest, MedicalFolderSummary } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { visibleChildOr404 } from '../citizen/index.js';
import { folderProtected } from './errors.js';
import { folderSummaryOf } from './folder.js';
import { insertClosure, isFolderClosed, lockChildRow } from './folder-queries.js';
import { auditFolderWrite } from './metric-rules.js';

/**
 * Closes a child's medical folder (spec 2 §4: irreversible): one closure row with the reason,
 * who and from where, audited in the same transaction. The child's row is locked FOR UPDATE so
 * a write holding it (assertFolderOpen) finishes first; a second closure is refused.
 */
export async function closeFolder(db: Db, caller: Caller, evaxNumber: string, { reason }: FolderCloseRequest): Promise<MedicalFolderSummary> {
  const child = await visibleChildOr404(db, caller, { evaxNumber });
  await db.transaction().execute(async (trx) => {
    await lockChildRow(trx, child.id, 'update');
    if (await isFolderClosed(trx, child.id)) throw folderProtected();
    await insertClosure(trx, caller, child.id, reason);
    await auditFolderWrite(trx, caller, {
      action: 'close',
      entity: 'medical_folder',
      entityId: child.id,
      childId: child.id,
      before: { closed: false },
      after: { closed: true, reason },
    });
  });
  return folderSummaryOf(db, child);
}
