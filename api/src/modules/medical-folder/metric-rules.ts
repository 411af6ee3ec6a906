import { MEDICAL_FOLDER_ERROR_KEYS } from '@evax/shared/contract';
import { measurementDateErrors } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { throwIfInvalid } from '../../http/errors.js';
import { actorOf, recordAudit } from '../audit/index.js';
import type { VisibleChild } from '../citizen/index.js';

/**
 * Spec 2 §5: the lists take the birth date. The server knows it; a different one would draw
 * ages and z-scores for another child, so it is refused rather than used.
 */
export function assertBirthDateOf(child: VisibleChild, birthDate: string): void {
  if (birthDate !== child.birthDate) throwIfInvalid({ birthDate: [{ code: 'invalid', key: MEDICAL_FOLDER_ERROR_KEYS.birthDateMismatch }] });
}

/** A measurement's date: not before the birth, not in the future. */
export function assertMeasurementDate(child: VisibleChild, date: string): void {
  const errors = measurementDateErrors(date, child.birthDate);
  if (errors.length > 0) throwIfInvalid({ date: errors });
}

export type FolderEntity = 'growth_metric' | 'head_circumference_metric' | 'allergy' | 'medical_folder' | 'mapi';

/** One audit row of a folder write, with the child it belongs to, in the write's transaction. */
export function auditFolderWrite(
  trx: Db,
  caller: Caller,
  entry: {
    action: string;
    entity: FolderEntity;
    entityId: number;
    childId: number;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
): Promise<void> {
  const { childId, ...rest } = entry;
  return recordAudit(trx, {
    ...rest,
    citizenId: childId,
    ...actorOf(caller),
    before: entry.before ? { childId, ...entry.before } : null,
    after: entry.after ? { childId, ...entry.after } : null,
  });
}
