import { createHash } from 'node:crypto';
import type pg from 'pg';

/** How many statements one connection keeps prepared; the others are sent unnamed as before. */
const PREPARED_PER_CONNECTION = 300;

/**
 * A star that is not `count(*)`: a `select *` (or `t.*`), whose result columns a later schema
 * change could alter, which a prepared statement refuses ("cached plan must not change result type").
 */
const SELECTS_ALL = /\*(?!\))/;

/**
 * Statement texts met so far: false once seen, then their name (null: left unnamed). Only a text
 * met twice is named, so the one-off statements of migrations and seeds take no prepared slot.
 */
const names = new Map<string, string | null | false>();
const NAMES_KEPT = 2_000;

/** The statement's name (the hash of its text), or null for a statement left unnamed. */
function nameOf(text: string): string | null {
  const known = names.get(text);
  if (known === undefined) {
    if (names.size < NAMES_KEPT) names.set(text, false);
    return null;
  }
  if (known !== false) return known;
  const name = SELECTS_ALL.test(text) ? null : `evax_${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

/**
 * Sends the client's parameterised statements as named (prepared) ones, so that PostgreSQL parses
 * and plans a statement the API repeats (the caller's check, a list page) once per connection and
 * not at every request: the planning of such a statement costs more than running it. The name is
 * the hash of the text, so one name always means one text. Only statements with values, met at
 * least twice, and not selecting `*` are named; at most PREPARED_PER_CONNECTION per connection.
 */
export function prepareRepeatedStatements(client: pg.PoolClient): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (text: string): string | null => {
    const name = nameOf(text);
    if (name === null || prepared.has(name)) return name;
    if (prepared.size >= PREPARED_PER_CONNECTION) return null;
    prepared.add(name);
    return name;
  };
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    // Kysely's statements carry their values apart; a statement without any (DDL, `select 1`) stays unnamed.
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined) return query(config, values, callback);
    const name = named(config);
    return name ? query({ name, text: config, values }) : query(config, values);
  };
}
