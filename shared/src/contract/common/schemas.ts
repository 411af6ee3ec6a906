import { Type, type Static, type TOptional, type TProperties, type TSchema } from 'typebox';
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  EXPORT_FORMATS,
  EXPORT_MEDIA_TYPES,
  IMPORT_MODES,
  IMPORT_ROW_STATUSES,
  MAX_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
} from '../constants.js';
import { ERROR_CODES, FIELD_ERROR_CODES } from '../errors.js';
import type { Permission } from '../permissions.js';
import { oneOf } from './schema-kit.js';

/**
 * A value with a `default` is optional in its schema (JSON Schema's `required` would refuse its
 * absence); the API's types of the validated input (after the defaults) say it is there.
 *
 * Schemas every area uses: ids, lists' query strings, import and export, the error envelope.
 * Server side only (`@evax/shared/contract/schemas`): the browser imports their types.
 */

/**
 * An id in a path, a query or a body: decimal digits, 1 to 2147483647, read as a number. The
 * API's ajv knows the `databaseId` keyword (api/src/http/validation.ts); `type: 'integer'`
 * with coerceTypes would read "0x10" or "1e1".
 */
export const Id = Type.Unsafe<number>({ type: 'string', databaseId: true, description: 'A database id: decimal digits, 1 to 2147483647' });

/** The `:id` of a route's path. */
export const IdParams = Type.Object({ id: Id });
export type IdParams = Static<typeof IdParams>;

/** No query parameters are read; unknown ones are ignored, like on every route. */
export const NoQuery = Type.Object({});

/** No body: an empty JSON object at most (the API treats a missing body as empty). */
export const NoBody = Type.Object({}, { additionalProperties: false });

/** Far beyond any real list; keeps the offset a safe integer. */
export const MAX_PAGE = 1_000_000;

const orderingOf = (fields: readonly string[]) => oneOf(fields.flatMap((field) => [field, `-${field}`]));

type Optionals<F extends TProperties> = { [K in keyof F]: TOptional<F[K]> };

/** A query string's filters are never required. */
const optionals = <F extends TProperties>(filters: F) =>
  Object.fromEntries(Object.entries(filters).map(([name, schema]) => [name, Type.Optional(schema)])) as Optionals<F>;

/**
 * A list's query string. `ordering` takes one of the row's field names, with a leading '-' for
 * descending order; `sort` is the same parameter under the other name of spec 1 §9 (page,
 * page_size, ordering, sort), `ordering` winning when both are given. Unknown parameters are
 * ignored; bad values are a 400.
 */
export function listQuery<F extends TProperties = Record<never, never>>(orderingFields: readonly string[], filters: F = {} as F) {
  return Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: DEFAULT_PAGE })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })),
    search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
    ordering: Type.Optional(orderingOf(orderingFields)),
    sort: Type.Optional(orderingOf(orderingFields)),
    ...optionals(filters),
  });
}

/** The optional active/archived filter of catalogue lists: is_active=1 or is_active=0. */
export const IsActiveFilter = { is_active: Type.Optional(oneOf([0, 1] as const, { type: 'integer' })) };

/** An export takes the list's search, filters and ordering (every row, no page) and `format` (csv by default). */
export function exportQuery<F extends TProperties = Record<never, never>>(orderingFields: readonly string[], filters: F = {} as F) {
  return Type.Object({
    search: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
    ordering: Type.Optional(orderingOf(orderingFields)),
    sort: Type.Optional(orderingOf(orderingFields)),
    format: Type.Optional(oneOf(EXPORT_FORMATS, { default: 'csv' })),
    ...optionals(filters),
  });
}

/** An import's `mode`: all_or_nothing by default. */
export const ImportModeQuery = Type.Object({ mode: Type.Optional(oneOf(IMPORT_MODES, { default: 'all_or_nothing' })) });

// ---------------------------------------------------------------------------------------------
// Answers

/** One field's error. */
export const FieldErrorSchema = Type.Object({
  code: oneOf(Object.keys(FIELD_ERROR_CODES) as (keyof typeof FIELD_ERROR_CODES)[]),
  key: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});

/** The one error envelope every API error uses (DESIGN §5). */
export const ErrorEnvelopeSchema = Type.Object(
  {
    detail: Type.String({ description: 'What went wrong, in English, for the logs and the developers' }),
    errorCode: Type.Optional(oneOf(Object.values(ERROR_CODES), { type: 'integer' })),
    key: Type.String({ description: 'The translation key the screens show' }),
    fields: Type.Optional(Type.Record(Type.String(), Type.Array(FieldErrorSchema))),
    retryAfter: Type.Optional(Type.Integer({ description: 'Seconds until a lock-out ends, with MAX_ATTEMPTS' })),
  },
  { title: 'ErrorEnvelope' },
);

/**
 * Answers are closed (`additionalProperties: false`): Fastify serializes through them and would
 * silently drop a property they do not declare; closed, the API tests' check of every answer
 * against its schema (api/test/support/response-check.ts) fails instead.
 */
export const closed = { additionalProperties: false } as const;

/** Every list answers { count, results } (spec 1 §3). */
export const Paged = <T extends TSchema>(row: T) =>
  Type.Object(
    {
      count: Type.Integer({ minimum: 0, description: 'Rows matching the query, on every page' }),
      countCapped: Type.Optional(
        Type.Literal(true, { description: 'Present when more rows than `count` (LIST_COUNT_CAP) match: a search over a national set, counted no further' }),
      ),
      results: Type.Array(row, { description: "This page's rows" }),
    },
    { ...closed, description: 'One page of the list' },
  );

/** 204: the answer has no body (a deletion, a sign-out). */
export const NoContent = Type.Null({ description: 'No content' });

/** An export's answer: the file, as an attachment, in the `format` asked (EXPORT_MEDIA_TYPES). */
export const ExportFile = {
  description: 'The file, as an attachment, in the format asked',
  content: Object.fromEntries(Object.values(EXPORT_MEDIA_TYPES).map((type) => [type, { schema: Type.String({ format: 'binary' }) }])),
};

/** GET /api/health: the API and its database answer. */
export const HealthResponse = Type.Object({ status: Type.Literal('ok') }, { ...closed, description: 'The API and its database answer' });

/** GET /api/openapi.json: the API's own description, an OpenAPI 3.1 document (open: its content is @fastify/swagger's). */
export const OpenApiDocument = Type.Object(
  {
    openapi: Type.String(),
    info: Type.Object({ title: Type.String(), version: Type.String() }, { additionalProperties: true }),
    paths: Type.Record(Type.String(), Type.Unknown()),
  },
  { additionalProperties: true, description: 'An OpenAPI 3.1 document' },
);

/** A permission code of PERMISSIONS (a string: the roles' rows are read as stored). */
export const PermissionCode = () => Type.Unsafe<Permission>({ type: 'string', description: 'A permission code (PERMISSIONS)' });

/** An instant, ISO 8601 in UTC (2026-05-01T08:30:00.000Z). */
export const Instant = () => Type.String({ format: 'date-time' });

const ImportRowResult = Type.Object(
  {
    row: Type.Integer({ description: 'The row number as a spreadsheet shows it: the header is row 1' }),
    status: oneOf(IMPORT_ROW_STATUSES),
    id: Type.Optional(Type.Integer({ description: 'The entity created, updated or left unchanged (absent when nothing was written and the row was new)' })),
    key: Type.Optional(Type.String({ description: "The row's natural key (DCI name, PCT code) as read" })),
    detail: Type.Optional(Type.String({ description: 'Why the row was rejected' })),
    errorCode: ErrorEnvelopeSchema.properties.errorCode,
    fields: ErrorEnvelopeSchema.properties.fields,
  },
  closed,
);

/** The answer of an import (200 whenever the file could be read). */
export const ImportReportSchema = Type.Object(
  {
    mode: oneOf(IMPORT_MODES),
    committed: Type.Boolean({ description: 'False when nothing was written: all_or_nothing with a rejected row' }),
    total: Type.Integer({ minimum: 0 }),
    created: Type.Integer({ minimum: 0 }),
    updated: Type.Integer({ minimum: 0 }),
    unchanged: Type.Integer({ minimum: 0 }),
    rejected: Type.Integer({ minimum: 0 }),
    ignoredColumns: Type.Array(Type.String(), { description: 'Header columns the import does not know, ignored' }),
    rows: Type.Array(ImportRowResult),
  },
  { ...closed, title: 'ImportReport', description: 'What the import did with each row' },
);

export type ImportRowResult = Static<typeof ImportRowResult>;
export type ImportReport = Static<typeof ImportReportSchema>;
export type ImportRowStatus = ImportRowResult['status'];
