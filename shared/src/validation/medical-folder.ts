import { MEDICAL_FOLDER_ERROR_KEYS } from '../contract/medical-folder/types.js';
import type { FieldError } from '../contract/errors.js';
import { tunisToday } from './tunis-today.js';

/** A measurement's date: given, not before the child's birth, not in the future. */
export function measurementDateErrors(date: string | null | undefined, birthDate: string, today: string = tunisToday()): FieldError[] {
  if (!date) return [{ code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' }];
  if (date > today) return [{ code: 'invalid', key: MEDICAL_FOLDER_ERROR_KEYS.dateInFuture }];
  if (date < birthDate) return [{ code: 'invalid', key: MEDICAL_FOLDER_ERROR_KEYS.dateBeforeBirth }];
  return [];
}
