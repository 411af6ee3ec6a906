import { ERROR_CODES, ERROR_KEYS, HTTP_ERROR_KEYS, TOKEN_INVALID_DETAIL, type ErrorEnvelope, type FieldError } from '@evax/shared/contract';

/** An error the API answers on purpose, with its HTTP status and the one envelope (DESIGN §5). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly envelope: ErrorEnvelope,
  ) {
    super(envelope.detail);
    this.name = 'ApiError';
  }
}

export const BAD_CREDENTIALS_DETAIL = 'The username or password is incorrect';

/** Unknown user name or wrong password: one answer for both, so a user name cannot be probed. */
export const badCredentials = () =>
  new ApiError(400, { detail: BAD_CREDENTIALS_DETAIL, errorCode: ERROR_CODES.BAD_CREDENTIALS, key: ERROR_KEYS.BAD_CREDENTIALS });

export const userInactive = (status: 400 | 401 = 400) =>
  new ApiError(status, {
    detail: status === 401 ? TOKEN_INVALID_DETAIL : 'This account is inactive',
    errorCode: ERROR_CODES.USER_INACTIVE,
    key: ERROR_KEYS.USER_INACTIVE,
  });

/** Why a request is not authenticated; every case answers 401 with the detail the client recognises. */
export type UnauthenticatedReason = 'missing' | 'invalid' | 'expired';

export function unauthenticated(reason: UnauthenticatedReason): ApiError {
  if (reason === 'missing') return new ApiError(401, { detail: TOKEN_INVALID_DETAIL, key: HTTP_ERROR_KEYS.UNAUTHORIZED });
  return new ApiError(401, {
    detail: TOKEN_INVALID_DETAIL,
    errorCode: ERROR_CODES.INVALID_TOKEN,
    key: reason === 'expired' ? HTTP_ERROR_KEYS.TOKEN_EXPIRED : ERROR_KEYS.INVALID_TOKEN,
  });
}

export const forbidden = () => new ApiError(403, { detail: 'You do not have permission to perform this action', key: HTTP_ERROR_KEYS.FORBIDDEN });

/** The database does not answer: nothing was written, the client may try again shortly. */
export const databaseUnavailable = () =>
  new ApiError(503, { detail: 'The database is unavailable, please try again shortly', key: HTTP_ERROR_KEYS.UNAVAILABLE });

export const notFound = (detail = 'Not found') => new ApiError(404, { detail, key: HTTP_ERROR_KEYS.NOT_FOUND });

export const validationFailed = (fields: Record<string, FieldError[]>, detail = 'Invalid input') =>
  new ApiError(400, { detail, key: HTTP_ERROR_KEYS.VALIDATION, fields });

/** 400 with the field errors of the shared rules (@evax/shared/validation), when there are any. */
export function throwIfInvalid(fields: Record<string, FieldError[]>): void {
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/** 404, code 203: no such entity. */
export const entityNotFound = (detail: string) => new ApiError(404, { detail, errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: ERROR_KEYS.ENTITY_NOT_FOUND });

export const internalError = () => new ApiError(500, { detail: 'Internal server error', key: HTTP_ERROR_KEYS.INTERNAL_ERROR });

/** 400, code 200: values that must be unique are taken; each field says which key to show. */
export function alreadyExists(fields: Record<string, string>, detail: string): ApiError {
  return new ApiError(400, {
    detail,
    errorCode: ERROR_CODES.ENTITY_ALREADY_EXISTS,
    key: ERROR_KEYS.ENTITY_ALREADY_EXISTS,
    fields: Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, [{ code: 'unique', key } satisfies FieldError]])),
  });
}
