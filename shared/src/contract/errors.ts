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

/** Keys of errors that have an HTTP status but no numeric code. */
export const HTTP_ERROR_KEYS = {
  VALIDATION: 'ERROR.CODE.VALIDATION.FAILED',
  UNAUTHORIZED: 'ERROR.CODE.UNAUTHORIZED',
  TOKEN_EXPIRED: 'ERROR.CODE.TOKEN_EXPIRED',
  FORBIDDEN: 'ERROR.CODE.FORBIDDEN',
  NOT_FOUND: 'ERROR.CODE.NOT_FOUND',
  TIMEOUT: 'ERROR.CODE.TIMEOUT',
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

export interface FieldError {
  code: FieldErrorCode;
  key: string;
  params?: Record<string, string | number>;
}

/** The one error envelope every API error uses (DESIGN §5). */
export interface ErrorEnvelope {
  detail: string;
  errorCode?: ErrorCode;
  key: string;
  fields?: Record<string, FieldError[]>;
  /** Seconds until a lock-out ends, with MAX_ATTEMPTS. */
  retryAfter?: number;
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && typeof (value as ErrorEnvelope).detail === 'string' && typeof (value as ErrorEnvelope).key === 'string';
}
