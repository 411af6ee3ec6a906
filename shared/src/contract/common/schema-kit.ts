import { Type, type TSchema, type TUnsafe } from 'typebox';
import type { DateRangeName } from '../constants.js';

/**
 * TypeBox shapes that keep the JSON Schema the API validated with before TypeBox: `enum` (one
 * ajv error, 'invalid_choice') rather than a union of literals (anyOf, one error per branch),
 * and `type: [T, 'null']` rather than anyOf for nullable values (api/src/http/validation.ts
 * maps ajv's keywords to the field codes the forms show).
 */

/** One of `values`, as a JSON Schema `enum` of the given type (integers in a query string are coerced). */
export function oneOf<const T extends readonly (string | number)[]>(
  values: T,
  options: { type?: 'string' | 'integer'; default?: T[number]; description?: string } = {},
): TUnsafe<T[number]> {
  const { type = 'string', ...rest } = options;
  return Type.Unsafe<T[number]>({ type, enum: [...values], ...rest });
}

/** A string or null. */
export const nullableString = (options: { maxLength?: number; description?: string } = {}): TUnsafe<string | null> =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

/**
 * True, false or null (not known). One type list, not a union: the API coerces types, and a
 * union's boolean branch would read null as false (api/test/contract/null-stays-null.test.ts).
 */
export const nullableBoolean = (): TUnsafe<boolean | null> => Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] });

/** An integer or null. */
export const nullableInteger = (options: { minimum?: number; maximum?: number; description?: string } = {}): TUnsafe<number | null> =>
  Type.Unsafe<number | null>({ type: ['integer', 'null'], ...options });

export type { TSchema };

/**
 * A date (YYYY-MM-DD) within one of DATE_RANGES: the API's ajv knows the `dateRange` keyword
 * (api/src/http/validation.ts), which refuses year 0 and 9999 with min_value / max_value.
 */
export const isoDate = (range: DateRangeName): TUnsafe<string> => Type.Unsafe<string>({ type: 'string', format: 'date', dateRange: range });

/** isoDate, or null. */
export const nullableIsoDate = (range: DateRangeName): TUnsafe<string | null> =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date', dateRange: range });

/** An answer's value or null (answers only: a request's nullable value takes a type list, above). */
export const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
