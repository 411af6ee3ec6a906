import { CITIZEN_ERROR_KEYS, ERROR_CODES } from '@evax/shared/contract';
import { ApiError } from '../../http/errors.js';

/** 404 "parent not found", code 203. */
export const parentNotFound = () =>
  new ApiError(404, { detail: 'Parent not found', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: CITIZEN_ERROR_KEYS.parentNotFound });

/** 404 "child not found", code 203, its own key (spec 2 §8 gave the parent's): a child the caller may not see, or that does not exist, the same answer. */
export const childNotFound = () =>
  new ApiError(404, { detail: 'Child not found', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: CITIZEN_ERROR_KEYS.childNotFound });

/** 404 "evax code not found" (spec 2 §8), code 203: the evax search found no child it may show. */
export const evaxCodeNotFound = () =>
  new ApiError(404, { detail: 'EVAX code not found', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: CITIZEN_ERROR_KEYS.evaxCodeNotFound });
