import type { Db } from '../../../db/connection.js';
import type { SupportingFile } from '../../../http/uploaded-file.js';

export function findVisitFile(db: Db, id: number) {
  return db.selectFrom('vaccination_file').select(['name', 'media_type', 'content']).where('id', '=', id).executeTakeFirst();
}

export async function insertVisitFile(trx: Db, file: SupportingFile, userId: number): Promise<number> {
  const row = await trx
    .insertInto('vaccination_file')
    .values({ name: file.name, media_type: file.type, size: file.content.length, content: file.content, created_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes the file unless a dose still points at it. */
export async function deleteFileIfUnused(trx: Db, fileId: number): Promise<void> {
  const used = await trx.selectFrom('vaccination').select('id').where('file_id', '=', fileId).executeTakeFirst();
  if (!used) await trx.deleteFrom('vaccination_file').where('id', '=', fileId).execute();
}
