import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { pgliteNotifications, PostgresNotifications, setNotificationSource } from './notifications.js';
import { prepareRepeatedStatements } from './prepared-statements.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

const PG_TYPE = { INT8: 20, DATE: 1082 } as const;

/** Dates stay 'YYYY-MM-DD' strings: a Date would shift them with the server's time zone. */
const keepAsText = (value: string) => value;

/** The embedded database as the API opens it; `loadDataDir` fills an empty folder from a backup. */
export function createPglite(dataDir: string | null, loadDataDir?: Blob): PGlite {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm: similarity() for the duplicate check of children (migration 0024).
  return new PGlite({ dataDir: dataDir ?? undefined, parsers: { [PG_TYPE.DATE]: keepAsText }, extensions: { pg_trgm }, loadDataDir });
}

/** The query builder on an embedded database already made. */
export function pgliteDb(pglite: PGlite): Db {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  setNotificationSource(db, pgliteNotifications(pglite));
  return db;
}

const openPglite = (dataDir: string | null): Db => pgliteDb(createPglite(dataDir));

/** How the API reads PostgreSQL's values (the benchmark's own pool reads them the same way). */
export const POSTGRES_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_TYPE.DATE) return keepAsText;
    // Counts and bigint ids fit a JS number at this application's scale.
    if (oid === PG_TYPE.INT8) return Number;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function openPostgres(url: string): Db {
  const types = POSTGRES_TYPES;
  // A server that accepts but never answers (a cut network) fails a request in seconds, not minutes.
  // JIT compilation off: it pays for long analytic queries, and cost 340 ms on a centre's due and
  // overdue count (docs/decisions.md, "The due and overdue counts, kept"), the API's heaviest read.
  // Parallel workers off: starting them cost 140-330 ms on a centre's parents page whose serial plan
  // takes 0.2 ms ("National scale, third run"); the API's reads are short and many at once.
  const options = '-c jit=off -c max_parallel_workers_per_gather=0';
  const pool = new pg.Pool({ connectionString: url, types, max: 10, connectionTimeoutMillis: 5_000, options });
  const notifications = new PostgresNotifications({ connectionString: url, types });
  // An idle client losing its connection (server restart, administrator's terminate) must not
  // crash the process: the pool drops that client and the next query opens a new one.
  pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
  // A connection cut (network, proxy) can report its end twice, the second time after the pool
  // has let the client go: without a listener of its own that second event would end the process.
  // A query running on it is rejected anyway, and the request answers 503.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    prepareRepeatedStatements(client);
  });
  pool.on('acquire', (client) => notifications.attach(client));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  setNotificationSource(db, notifications);
  return db;
}

/** Opens the embedded PGlite database (a folder, or memory when dataDir is null) or a PostgreSQL server. */
export function openDatabase(config: DatabaseConfig): Db {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir);
}
