import type { Static } from 'typebox';
// Types only: the schema values stay out of the browser's bundle.
import type { ErrorEnvelopeSchema, FieldErrorSchema } from './common/schemas.js';

/** Server numeric codes of spec 3 §8, with their translation keys. */
export const ERROR_CODES = {
  BAD_CREDENTIALS: 102,
  INVALID_TOKEN: 103,
  BAD_TOKEN: 104,
  USER_INACTIVE: 105,
  RESET_PASSWORD_FAILED: 106,
  WRONG_PASSWORD: 107,
  /** Ours: the spec's 'Max Attempts' lock-out has a message but no number. */
  MAX_ATTEMPTS: 108,
  ENTITY_ALREADY_EXISTS: 200,
  ENTITY_NOT_VALID: 201,
  ENTITY_ERROR: 202,
  ENTITY_NOT_FOUND: 203,
  UNABLE_TO_PROCESS: 300,
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorCodeName];

export const ERROR_KEYS = {
  BAD_CREDENTIALS: 'ERROR.CODE.BAD_CREDENTIALS',
  INVALID_TOKEN: 'ERROR.CODE.INVALID_TOKEN',
  BAD_TOKEN: 'ERROR.CODE.BAD_TOKEN',
  USER_INACTIVE: 'ERROR.CODE.USER_INACTIVE',
  RESET_PASSWORD_FAILED: 'ERROR.CODE.RESET_PASSWORD_FAILED',
  WRONG_PASSWORD: 'ERROR.CODE.WRONG_PASSWORD',
  MAX_ATTEMPTS: 'ERROR.CODE.MAX_ATTEMPTS',
  ENTITY_ALREADY_EXISTS: 'ERROR.CODE.ENTITY_ALREADY_EXISTS',
  ENTITY_NOT_VALID: 'ERROR.CODE.ENTITY_NOT_VALID',
  ENTITY_ERROR: 'ERROR.CODE.ENTITY_ERROR',
  ENTITY_NOT_FOUND: 'ERROR.CODE.ENTITY_NOT_FOUND',
  UNABLE_TO_PROCESS: 'ERROR.CODE.UNABLE_TO_PROCESS',
} as const satisfies Record<ErrorCodeName, string>;

/** The error table: each server code's translation key (spec 3 §8). */
export const ERROR_KEY_BY_CODE: Readonly<Record<number, string>> = Object.fromEntries(
  (Object.keys(ERROR_CODES) as ErrorCodeName[]).map((name) => [ERROR_CODES[name], ERROR_KEYS[name]]),
);

/** Keys of errors that have an HTTP status but no numeric code. */
export const HTTP_ERROR_KEYS = {
  VALIDATION: 'ERROR.CODE.VALIDATION.FAILED',
  UNAUTHORIZED: 'ERROR.CODE.UNAUTHORIZED',
  TOKEN_EXPIRED: 'ERROR.CODE.TOKEN_EXPIRED',
  FORBIDDEN: 'ERROR.CODE.FORBIDDEN',
  NOT_FOUND: 'ERROR.CODE.NOT_FOUND',
  TIMEOUT: 'ERROR.CODE.TIMEOUT',
  /** The database (or another service the API needs) does not answer: try again shortly. */
  UNAVAILABLE: 'ERROR.CODE.SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'ERROR.CODE.INTERNAL_ERROR',
} as const;

/** The detail the client recognises to wipe the session (spec 1 §8). */
export const TOKEN_INVALID_DETAIL = 'Token is invalid or expired';

/** Field-level error codes (spec 3 §8, generic field errors) and their keys. */
export const FIELD_ERROR_CODES = {
  required: 'ERROR.CODE.VALIDATION.REQUIRED',
  unique: 'ERROR.CODE.VALIDATION.UNIQUE',
  invalid: 'ERROR.CODE.VALIDATION.INVALID',
  blank: 'ERROR.CODE.VALIDATION.BLANK',
  too_long: 'ERROR.CODE.VALIDATION.TOO_LONG',
  too_short: 'ERROR.CODE.VALIDATION.TOO_SHORT',
  invalid_choice: 'ERROR.CODE.VALIDATION.INVALID_CHOICE',
  max_digits: 'ERROR.CODE.VALIDATION.MAX_DIGITS',
  max_decimal_places: 'ERROR.CODE.VALIDATION.MAX_DECIMAL_PLACES',
  not_a_list: 'ERROR.CODE.VALIDATION.NOT_A_LIST',
  min_value: 'ERROR.CODE.VALIDATION.MIN_VALUE',
  max_value: 'ERROR.CODE.VALIDATION.MAX_VALUE',
  unknown_field: 'ERROR.CODE.VALIDATION.UNKNOWN_FIELD',
} as const;

export type FieldErrorCode = keyof typeof FIELD_ERROR_CODES;

/** One field's error (FieldErrorSchema, common/schemas.ts). */
export type FieldError = Static<typeof FieldErrorSchema>;

/** The one error envelope every API error uses (DESIGN §5; ErrorEnvelopeSchema, common/schemas.ts). */
export type ErrorEnvelope = Static<typeof ErrorEnvelopeSchema>;

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as ErrorEnvelope).detail === 'string' && typeof (value as ErrorEnvelope).key === 'string';
}

/**
 * The rest of spec 3 §8's catalogue: messages the server or the client can show that have no
 * numeric code of their own (the domain ones belong to the areas that raise them).
 */
export const CATALOGUE_ERROR_KEYS = {
  DATE_RANGE_INVALID: 'ERROR.CODE.DATE_RANGE_INVALID',
  FOLDER_ALREADY_EXISTS: 'ERROR.CODE.FOLDER_ALREADY_EXISTS',
  FOLDER_PROTECTED: 'ERROR.CODE.FOLDER_PROTECTED',
  FOLDER_CANNOT_BE_CLONED: 'ERROR.CODE.FOLDER_CANNOT_BE_CLONED',
  FOLDER_NOT_SCHOOL_DROPOUT: 'ERROR.CODE.FOLDER_NOT_SCHOOL_DROPOUT',
  APPOINTMENT_TIME_INVALID: 'ERROR.CODE.APPOINTMENT_TIME_INVALID',
  DEFAULT_AVAILABILITY_REQUIRED: 'ERROR.CODE.DEFAULT_AVAILABILITY_REQUIRED',
  DEFAULT_AVAILABILITY_UNIQUE: 'ERROR.CODE.DEFAULT_AVAILABILITY_UNIQUE',
  PDF_GENERATION_FAILED: 'ERROR.CODE.PDF_GENERATION_FAILED',
  /** Ours (issue 35): a certificate states given doses; a child without one gets none. */
  CERTIFICATE_WITHOUT_DOSES: 'ERROR.CODE.CERTIFICATE_WITHOUT_DOSES',
  IDENTITY_OR_PASSWORD_INCORRECT: 'ERROR.CODE.IDENTITY_OR_PASSWORD_INCORRECT',
  USER_NOT_FOUND: 'ERROR.CODE.USER_NOT_FOUND',
  CHILD_NOT_FOUND: 'ERROR.CODE.CHILD_NOT_FOUND',
  PARENT_NOT_FOUND: 'ERROR.CODE.PARENT_NOT_FOUND',
  EVAX_CODE_NOT_FOUND: 'ERROR.CODE.EVAX_CODE_NOT_FOUND',
  FILE_UNSUPPORTED: 'ERROR.CODE.FILE_UNSUPPORTED',
  FILE_TOO_LARGE: 'ERROR.CODE.FILE_TOO_LARGE',
  FILE_INVALID: 'ERROR.CODE.FILE_INVALID',
  SESSION_EXPIRED: 'ERROR.CODE.SESSION_EXPIRED',
  GATEWAY_TIMEOUT: 'ERROR.CODE.GATEWAY_TIMEOUT',
  BACKEND_TIMEOUT: 'ERROR.CODE.BACKEND_TIMEOUT',
  BACKOFFICE_UNREACHABLE: 'ERROR.CODE.BACKOFFICE_UNREACHABLE',
  DOSE_ONE_OR_THREE_REQUIRED: 'ERROR.CODE.DOSE_ONE_OR_THREE_REQUIRED',
  PREVIOUS_APPOINTMENT_NOT_VACCINATED: 'ERROR.CODE.PREVIOUS_APPOINTMENT_NOT_VACCINATED',
  SHEET_NOT_FOUND: 'ERROR.CODE.SHEET_NOT_FOUND',
  PROTOCOL_CANNOT_BE_UPDATED: 'ERROR.CODE.PROTOCOL_CANNOT_BE_UPDATED',
  RABIES_SHEET_OPEN_TOO_LONG: 'ERROR.CODE.RABIES_SHEET_OPEN_TOO_LONG',
  SHEET_IN_PROGRESS: 'ERROR.CODE.SHEET_IN_PROGRESS',
  SAME_VACCINE_TWICE: 'ERROR.CODE.SAME_VACCINE_TWICE',
  /** Ours (issue 34): an administrator disables or deletes their own account. */
  OWN_ACCOUNT: 'ERROR.CODE.OWN_ACCOUNT',
  /** Ours (issue 34): the last active superuser cannot be disabled or deleted. */
  LAST_SUPERUSER: 'ERROR.CODE.LAST_SUPERUSER',
  /** Ours (issue 34): a role some users hold cannot be deleted. */
  ROLE_IN_USE: 'ERROR.CODE.ROLE_IN_USE',
  /** Ours (issue 34): a temporary password goes by SMS, to an account without a mobile phone it cannot. */
  USER_WITHOUT_PHONE: 'ERROR.CODE.USER_WITHOUT_PHONE',
  /** Ours (issue 34): an administrator changes their own password from their profile, not by regeneration. */
  OWN_PASSWORD_REGENERATION: 'ERROR.CODE.OWN_PASSWORD_REGENERATION',
} as const;
