import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { HTTP_ERROR_KEYS, type ErrorEnvelope } from '@evax/shared/contract';
import type { Db } from '../src/db/connection.js';

/** Rows of every table of the database: what a refused request must leave unchanged. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) counts[name] = (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(db)).rows[0]!.n;
  return counts;
}

/** A 400 in the one error envelope (DESIGN §5); its body. */
export function refused(response: LightMyRequestResponse, status = 400): ErrorEnvelope {
  expect({ status: response.statusCode, body: response.statusCode === status ? '' : response.body }).toEqual({ status, body: '' });
  const envelope = response.json<ErrorEnvelope>();
  expect(envelope).toEqual(expect.objectContaining({ detail: expect.any(String), key: HTTP_ERROR_KEYS.VALIDATION }));
  return envelope;
}

/** 100 000 nested arrays: the JSON that overflowed the recursive text clean-up. */
export const DEEP_JSON = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
