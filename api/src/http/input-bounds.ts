import { INTEGER_COLUMN_RANGE } from '@evax/shared/contract';
import type { FastifySchema } from 'fastify';

/**
 * Bounds every route's input schemas give their values, added once here rather than in each
 * schema (docs/decisions/security.md, "Security: hostile input"):
 * - an integer without a bound of its own stays within PostgreSQL's integer (INTEGER_COLUMN_RANGE):
 *   `vaccinationIds: [1e308]` is an integer to JSON Schema, and made the insert fail;
 * - a date (`format: 'date'`) that names no DATE_RANGES gets `any` (the `dateRange` keyword of
 *   validation.ts): year 0, which PostgreSQL refuses, and 9999 are not dates anyone means.
 * The answers' schemas are left alone.
 */

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keywords whose value is a schema, or a list or map of schemas. */
const SCHEMA_KEYWORDS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'];

function typesOf(node: Node): unknown[] {
  return Array.isArray(node.type) ? node.type : [node.type];
}

/** The schema with the bounds added where missing; the same object when nothing was missing. */
export function boundedSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    const items = schema.map(boundedSchema);
    return items.some((item, i) => item !== schema[i]) ? items : schema;
  }
  if (!isNode(schema)) return schema;
  const changes: Node = {};
  const types = typesOf(schema);
  if (types.includes('integer')) {
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) changes.minimum = INTEGER_COLUMN_RANGE.minimum;
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) changes.maximum = INTEGER_COLUMN_RANGE.maximum;
  }
  if (schema.format === 'date' && schema.dateRange === undefined) changes.dateRange = 'any';
  for (const keyword of [...SCHEMA_KEYWORDS, ...SCHEMA_LISTS]) {
    if (schema[keyword] === undefined) continue;
    const bounded = boundedSchema(schema[keyword]);
    if (bounded !== schema[keyword]) changes[keyword] = bounded;
  }
  for (const keyword of SCHEMA_MAPS) {
    const map = schema[keyword];
    if (!isNode(map)) continue;
    const entries = Object.entries(map).map(([name, child]) => [name, boundedSchema(child)] as const);
    if (entries.some(([name, child]) => child !== map[name])) changes[keyword] = Object.fromEntries(entries);
  }
  return Object.keys(changes).length === 0 ? schema : { ...schema, ...changes };
}

/** A route's schemas with its input (body, query string, path and headers) bounded; its answers as they are. */
export function boundedInputSchemas(schema: FastifySchema): FastifySchema {
  return {
    ...schema,
    ...(schema.body !== undefined ? { body: boundedSchema(schema.body) } : {}),
    ...(schema.querystring !== undefined ? { querystring: boundedSchema(schema.querystring) } : {}),
    ...(schema.params !== undefined ? { params: boundedSchema(schema.params) } : {}),
    ...(schema.headers !== undefined ? { headers: boundedSchema(schema.headers) } : {}),
  };
}
