import { ERROR_CODES, ERROR_KEYS, FIELD_ERROR_CODES, HTTP_ERROR_KEYS, type FieldError, type FieldErrorCode } from '@evax/shared/contract';
import { ApiError } from '../../http/errors.js';

/** Field errors in the envelope's shape: { name: [{ code, key }] }. */
export function fieldErrors(
  problems: Record<string, FieldErrorCode>,
  params: Record<string, Record<string, string | number>> = {},
): Record<string, FieldError[]> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, code]) => {
      const error: FieldError = { code, key: FIELD_ERROR_CODES[code] };
      if (params[field]) error.params = params[field];
      return [field, [error]];
    }),
  );
}

/** 400, code 200: a value that must be unique is taken (the field says which). */
export const entityAlreadyExists = (fields: string[], detail: string) =>
  new ApiError(400, {
    detail,
    errorCode: ERROR_CODES.ENTITY_ALREADY_EXISTS,
    key: ERROR_KEYS.ENTITY_ALREADY_EXISTS,
    fields: fieldErrors(Object.fromEntries(fields.map((f) => [f, 'unique' as const]))),
  });

/** 400, code 201: well-formed input the entity cannot take (an inactive DCI, a row still in use). */
export const entityNotValid = (detail: string, fields?: Record<string, FieldError[]>) =>
  new ApiError(400, { detail, errorCode: ERROR_CODES.ENTITY_NOT_VALID, key: ERROR_KEYS.ENTITY_NOT_VALID, ...(fields ? { fields } : {}) });

/** 400 without a code: input that breaks a rule a schema cannot say (Arabic script, say). */
export const invalidInput = (fields: Record<string, FieldError[]>, detail = 'Invalid input') =>
  new ApiError(400, { detail, key: HTTP_ERROR_KEYS.VALIDATION, fields });
