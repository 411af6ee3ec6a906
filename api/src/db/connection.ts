import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

const PG_TYPE = { INT8: 20, DATE: 1082 } as const;

/** Dates stay 'YYYY-MM-DD' strings: a Date would shift them with the server's time zone. */
const keepAsText = (value: string) => value;

function openPglite(dataDir: string | null): Db {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm: similarity() for the duplicate check of children (migration 0024).
  const pglite = new PGlite({ dataDir: dataDir ?? undefined, parsers: { [PG_TYPE.DATE]: keepAsText }, extensions: { pg_trgm } });
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

function openPostgres(url: string): Db {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === PG_TYPE.DATE) return keepAsText;
      // Counts and bigint ids fit a JS number at this application's scale.
      if (oid === PG_TYPE.INT8) return Number;
      return pg.types.getTypeParser(oid, format);
    },
  } as pg.CustomTypesConfig;
  const pool = new pg.Pool({ connectionString: url, types, max: 10 });
  // An idle client losing its connection (server restart, administrator's terminate) must not
  // crash the process: the pool drops that client and the next query opens a new one.
  pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens the embedded PGlite database (a folder, or memory when dataDir is null) or a PostgreSQL server. */
export function openDatabase(config: DatabaseConfig): Db {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir);
}
