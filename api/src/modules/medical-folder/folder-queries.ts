import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';

/**
 * Holds the child's row (FOR SHARE, or FOR UPDATE) until the transaction ends: a closure and a
 * folder write of the same child wait for each other.
 */
export async function lockChildRow(trx: Db, childId: number, mode: 'share' | 'update'): Promise<void> {
  const query = trx.selectFrom('citizen').select('id').where('id', '=', childId);
  await (mode === 'share' ? query.forShare() : query.forUpdate()).executeTakeFirst();
}

/** Whether the child's folder is closed. */
export async function isFolderClosed(db: Db, childId: number): Promise<boolean> {
  return (await db.selectFrom('medical_folder_closure').select('child_id').where('child_id', '=', childId).executeTakeFirst()) !== undefined;
}

/** The folder's closure, with who closed it, or undefined while it is open. */
export function folderClosure(db: Db, childId: number) {
  return db
    .selectFrom('medical_folder_closure as f')
    .leftJoin('app_user as u', 'u.id', 'f.closed_by')
    .select(['f.closed_at', 'f.reason', 'u.username'])
    .where('f.child_id', '=', childId)
    .executeTakeFirst();
}

export async function insertClosure(trx: Db, caller: Caller, childId: number, reason: string): Promise<void> {
  await trx
    .insertInto('medical_folder_closure')
    .values({ child_id: childId, reason, closed_by: caller.userId, structure_id: caller.structure?.id ?? null })
    .execute();
}
