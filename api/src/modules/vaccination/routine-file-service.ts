import { ERROR_CODES, VACCINATION_ERROR_KEYS } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { ApiError } from '../../http/errors.js';
import { visibleVaccination } from './routine-edit-service.js';

const fileNotFound = () =>
  new ApiError(404, { detail: 'This vaccination has no supporting file', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: VACCINATION_ERROR_KEYS.fileNotFound });

/** GET /api/vaccination/download-file/{param}: the supporting file of a vaccination of a child the caller may see. */
export async function vaccinationFile(db: Db, caller: Caller, id: number): Promise<{ name: string; type: string; content: Buffer }> {
  const row = await visibleVaccination(db, caller, id);
  if (row.file_id === null) throw fileNotFound();
  const file = await db.selectFrom('vaccination_file').select(['name', 'media_type', 'content']).where('id', '=', row.file_id).executeTakeFirst();
  if (!file) throw fileNotFound();
  return { name: file.name, type: file.media_type, content: Buffer.from(file.content) };
}
