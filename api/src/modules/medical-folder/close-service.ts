import type { FolderCloseRequest, MedicalFolderSummary } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { folderChildOr404, folderProtected, folderSummary } from './folder.js';
import { auditFolderWrite } from './metric-rules.js';

/**
 * Closes a child's medical folder (spec 2 §4: irreversible): one closure row with the reason,
 * who and from where, audited in the same transaction. The child's row is locked FOR UPDATE so
 * a write holding it (assertFolderOpen) finishes first; a second closure is refused.
 */
export async function closeFolder(db: Db, caller: Caller, evaxNumber: string, { reason }: FolderCloseRequest): Promise<MedicalFolderSummary> {
  const child = await folderChildOr404(db, caller, evaxNumber);
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('citizen').select('id').where('id', '=', child.id).forUpdate().executeTakeFirst();
    const closed = await trx.selectFrom('medical_folder_closure').select('child_id').where('child_id', '=', child.id).executeTakeFirst();
    if (closed) throw folderProtected();
    await trx
      .insertInto('medical_folder_closure')
      .values({ child_id: child.id, reason, closed_by: caller.userId, structure_id: caller.structure?.id ?? null })
      .execute();
    await auditFolderWrite(trx, caller, {
      action: 'close',
      entity: 'medical_folder',
      entityId: child.id,
      childId: child.id,
      before: { closed: false },
      after: { closed: true, reason },
    });
  });
  return folderSummary(db, caller, evaxNumber);
}
