import { ERROR_CODES, hasPermission, PERMISSIONS, VACCINATION_ERROR_KEYS } from '@evax/shared/contract';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { ApiError, forbidden } from '../../../http/errors.js';
import type { StoredFile } from '../../../http/inline-file.js';
import type { SupportingFile } from '../../../http/uploaded-file.js';
import { visibleDoseOr404 } from './dose-access.js';
import { deleteFileIfUnused, findVisitFile, insertVisitFile } from './visit-file-queries.js';

const { vaccination } = PERMISSIONS;

/** The kinds whose visits carry a supporting file, each read under its view permission. */
export const VIEW_OF_KIND = { routine: vaccination.viewRoutine, occasional: vaccination.viewOccasional, seasonal: vaccination.viewSeasonal } as const;
export type FileKind = keyof typeof VIEW_OF_KIND;

/** GET /api/vaccination/download-file/{param} lets in a holder of any of these; the file's kind then decides. */
export const FILE_VIEW_PERMISSIONS = Object.values(VIEW_OF_KIND);

const fileNotFound = () =>
  new ApiError(404, { detail: 'This vaccination has no supporting file', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: VACCINATION_ERROR_KEYS.fileNotFound });

/**
 * GET /api/vaccination/download-file/{param}: the supporting file of a routine, occasional or
 * seasonal vaccination of a child the caller may see (else 404), under the view permission of the
 * vaccination's kind (else 403).
 */
export async function vaccinationFile(db: Db, caller: Caller, id: number): Promise<StoredFile> {
  const { dose } = await visibleDoseOr404(db, caller, id, Object.keys(VIEW_OF_KIND) as FileKind[], 'vaccinations');
  if (!hasPermission(caller, VIEW_OF_KIND[dose.kind as FileKind])) throw forbidden();
  if (dose.file_id === null) throw fileNotFound();
  const file = await findVisitFile(db, dose.file_id);
  if (!file) throw fileNotFound();
  return { name: file.name, type: file.media_type, content: Buffer.from(file.content) };
}

/** Stores a visit's supporting file (in the visit's transaction); its id for the doses, or null without one. */
export async function storeVisitFile(trx: Db, file: SupportingFile | null, userId: number): Promise<number | null> {
  return file ? insertVisitFile(trx, file, userId) : null;
}

/** After a dose is deleted or given another file: its former file goes too, unless another dose of the visit still points at it. */
export async function dropOrphanFile(trx: Db, fileId: number | null): Promise<void> {
  if (fileId !== null) await deleteFileIfUnused(trx, fileId);
}
