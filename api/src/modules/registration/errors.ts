import { ACCOUNT_FIELD_KEYS, ERROR_CODES, REGISTRATION_ERROR_KEYS } from '@evax/shared/contract';
import { ApiError, validationFailed } from '../../http/errors.js';

/** 404, the same for a request that does not exist and one outside the caller's scope. */
export const requestNotFound = () =>
  new ApiError(404, { detail: 'Registration request not found', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: REGISTRATION_ERROR_KEYS.requestNotFound });

// No numeric code on the 409s: the client shows the key itself (a code's own message would win over it).
export const notPending = () => new ApiError(409, { detail: 'The request has already been decided', key: REGISTRATION_ERROR_KEYS.notPending });

export const alreadyInPerson = () =>
  new ApiError(409, { detail: 'The request was sent for an in-person check already', key: REGISTRATION_ERROR_KEYS.alreadyInPerson });

export const identityConflict = () =>
  new ApiError(409, {
    detail: 'The identity paper belongs to a registered citizen whose names differ: reject the request or send it for an in-person check',
    key: REGISTRATION_ERROR_KEYS.identityConflict,
  });

export const citizenHasAccount = () =>
  new ApiError(409, {
    detail: 'This citizen already has a citizen-space account: a new phone goes through the phone change (a code sent to the phone on record)',
    key: REGISTRATION_ERROR_KEYS.citizenHasAccount,
  });

export const phoneUsed = () =>
  validationFailed({ phone: [{ code: 'unique', key: ACCOUNT_FIELD_KEYS.phoneAlreadyUsed }] }, 'This phone number is already registered');
