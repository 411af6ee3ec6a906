import { CITIZEN_ERROR_KEYS, ERROR_CODES } from '@evax/shared/contract';
import { ApiError } from '../../http/errors.js';

/** 404 "parent not found" (spec 2 §8: a child or parent not found answers it), code 203. */
export const parentNotFound = (detail = 'Parent not found') =>
  new ApiError(404, { detail, errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: CITIZEN_ERROR_KEYS.childNotFound });

/** A child the caller may not see, or that does not exist: the same answer (spec 2 §8). */
export const childNotFound = () => parentNotFound('Child not found');

/** 404 "evax code not found" (spec 2 §8), code 203: the evax search found no child it may show. */
export const evaxCodeNotFound = () =>
  new ApiError(404, { detail: 'EVAX code not found', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: CITIZEN_ERROR_KEYS.evaxCodeNotFound });
