import { DATE_RANGES, FIELD_ERROR_CODES, type DateRangeName, type FieldError, type FieldErrorCode } from '@evax/shared/contract';
import type { Ajv, SchemaValidateFunction } from 'ajv';
import type { FastifySchemaValidationError } from 'fastify';

/** Where an error about the whole input (not one field) goes, as Django REST framework names it. */
export const NON_FIELD_ERRORS = 'non_field_errors';

type AjvParams = Record<string, unknown>;

function limitParams(params: AjvParams): Record<string, string | number> | undefined {
  return typeof params.limit === 'number' || typeof params.limit === 'string' ? { limit: params.limit } : undefined;
}

/** The field code of one ajv error (spec 3 §8, generic field errors). */
function codeOf(error: FastifySchemaValidationError): FieldErrorCode {
  const params = error.params as AjvParams;
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'additionalProperties':
      return 'unknown_field';
    case 'type':
      return params.type === 'array' ? 'not_a_list' : 'invalid';
    case 'enum':
    case 'const':
      return 'invalid_choice';
    case 'minimum':
    case 'exclusiveMinimum':
      return 'min_value';
    case 'maximum':
    case 'exclusiveMaximum':
      return 'max_value';
    case 'maxLength':
    case 'maxItems':
      return 'too_long';
    case 'minLength':
      return params.limit === 1 ? 'blank' : 'too_short';
    case 'minItems':
      return 'too_short';
    default:
      return 'invalid';
  }
}

/** 'page_size', 'address.city', or the missing / unknown property an error is about. */
function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as AjvParams;
  const path = error.instancePath.split('/').filter(Boolean);
  const property = error.keyword === 'required' ? params.missingProperty : error.keyword === 'additionalProperties' ? params.additionalProperty : undefined;
  if (typeof property === 'string') path.push(property);
  return path.length > 0 ? path.join('.') : NON_FIELD_ERRORS;
}

/** Maps Fastify's (ajv's) schema errors to the envelope's `fields`. */
export function fieldErrorsFrom(errors: readonly FastifySchemaValidationError[]): Record<string, FieldError[]> {
  const fields: Record<string, FieldError[]> = {};
  for (const error of errors) {
    const code = codeOf(error);
    const params = limitParams(error.params as AjvParams);
    const entry: FieldError = params ? { code, key: FIELD_ERROR_CODES[code], params } : { code, key: FIELD_ERROR_CODES[code] };
    const list = (fields[fieldOf(error)] ??= []);
    if (!list.some((e) => e.code === entry.code)) list.push(entry);
  }
  return fields;
}

/** The ajv options every route's schema is compiled with. */
export const AJV_OPTIONS = {
  allErrors: true, // report every bad field at once
  removeAdditional: false, // an unknown body field is an error, never silently dropped
  coerceTypes: 'array', // query strings arrive as text
  useDefaults: true,
} as const;

/** Ids are PostgreSQL integers (serial). */
export const ID_MAX = 2_147_483_647;
const DECIMAL_DIGITS = /^[0-9]{1,10}$/;

/**
 * The `databaseId` keyword: an id written in decimal digits only, 1 to ID_MAX, then turned into
 * its number. With coerceTypes, `type: 'integer'` would read "0x10", "1e1", "0b11" and " 1" as
 * 16, 10, 3 and 1. A JSON number is coerced to its text first, so 12 passes and 1.5 does not.
 */
function databaseIdKeyword(ajv: Ajv): Ajv {
  const validate: SchemaValidateFunction = (_schema: unknown, data: string, _parentSchema, context) => {
    const problem = !DECIMAL_DIGITS.test(data)
      ? { keyword: 'pattern', params: { pattern: DECIMAL_DIGITS.source }, message: 'must be decimal digits' }
      : Number(data) < 1
        ? { keyword: 'minimum', params: { limit: 1 }, message: 'must be >= 1' }
        : Number(data) > ID_MAX
          ? { keyword: 'maximum', params: { limit: ID_MAX }, message: `must be <= ${ID_MAX}` }
          : null;
    if (problem) {
      validate.errors = [problem];
      return false;
    }
    if (context?.parentData !== undefined) (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = Number(data);
    return true;
  };
  return ajv.addKeyword({ keyword: 'databaseId', type: 'string', schemaType: 'boolean', modifying: true, errors: true, validate });
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The last day of DATE_RANGES[name], `yearsAhead` years after today (UTC), as YYYY-MM-DD. */
export function latestDate(name: DateRangeName, today = new Date()): string {
  const latest = new Date(Date.UTC(today.getUTCFullYear() + DATE_RANGES[name].yearsAhead, today.getUTCMonth(), today.getUTCDate()));
  return latest.toISOString().slice(0, 10);
}

/**
 * The `dateRange` keyword (isoDate in @evax/shared/contract/schemas): a date of the field's
 * DATE_RANGES, from its earliest day to `yearsAhead` years after today; before, min_value, after,
 * max_value, with the limit. Text that is no date is left to `format: 'date'`.
 */
function dateRangeKeyword(ajv: Ajv): Ajv {
  const validate: SchemaValidateFunction = (name: DateRangeName, data: string) => {
    if (!ISO_DATE.test(data)) return true;
    const { earliest } = DATE_RANGES[name];
    const latest = latestDate(name);
    const problem =
      data < earliest
        ? { keyword: 'minimum', params: { limit: earliest }, message: `must be ${earliest} or later` }
        : data > latest
          ? { keyword: 'maximum', params: { limit: latest }, message: `must be ${latest} or earlier` }
          : null;
    if (problem) {
      validate.errors = [problem];
      return false;
    }
    return true;
  };
  return ajv.addKeyword({
    keyword: 'dateRange',
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: Object.keys(DATE_RANGES) },
    errors: true,
    validate,
  });
}

/** Plugins of the ajv every route's schema is compiled with. */
export const AJV_PLUGINS = [databaseIdKeyword, dateRangeKeyword];
