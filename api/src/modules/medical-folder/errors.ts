import { ERROR_CODES, MEDICAL_FOLDER_ERROR_KEYS, type FieldError } from '@evax/shared/contract';
import { ApiError } from '../../http/errors.js';

/** 409 "The folder is protected against modifications" (spec 2 §8): the folder is closed. */
export const folderProtected = () =>
  new ApiError(409, {
    detail: 'The folder is protected against modifications',
    errorCode: ERROR_CODES.ENTITY_ERROR,
    key: MEDICAL_FOLDER_ERROR_KEYS.folderProtected,
  });

/** The same field error on each of the fields. */
const onFields = (fields: string[], error: FieldError) => Object.fromEntries(fields.map((field) => [field, [error]]));

/** 400 "invalid height or perimeter metric" (spec 2 §8), on the fields at fault. */
export const invalidMetric = (fields: string[]): ApiError =>
  new ApiError(400, {
    detail: 'Invalid height or perimeter metric',
    errorCode: ERROR_CODES.ENTITY_NOT_VALID,
    key: MEDICAL_FOLDER_ERROR_KEYS.invalidMetric,
    fields: onFields(fields, { code: 'invalid', key: MEDICAL_FOLDER_ERROR_KEYS.invalidMetric }),
  });

/**
 * 409 "borderline value": beyond ±3 SD but plausible, on the fields at fault; the same request
 * with `confirmBorderline: true` records it.
 */
export const borderlineMetric = (fields: string[]): ApiError =>
  new ApiError(409, {
    detail: 'Borderline value: confirm it',
    errorCode: ERROR_CODES.ENTITY_ERROR,
    key: MEDICAL_FOLDER_ERROR_KEYS.borderlineMetric,
    fields: onFields(fields, { code: 'invalid', key: MEDICAL_FOLDER_ERROR_KEYS.borderlineMetric }),
  });
