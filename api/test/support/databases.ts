import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { prepareDatabase } from '../../src/db/prepare.js';
import type { DatabaseConfig } from '../../src/config.js';
import { openDatabase, pgliteDb, type Db } from '../../src/db/connection.js';
import { pgliteFromTemplate, postgresTemplate, type Preparation } from './templates.js';

export type Backend = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL too when DATABASE_URL names a server. EVAX_TEST_BACKENDS=pglite or
 * =postgres keeps one of them (`pnpm test` runs the suite once per Node version, one backend each).
 */
const available: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const chosen = process.env.EVAX_TEST_BACKENDS?.split(',').filter((name): name is Backend => available.includes(name as Backend));
export const BACKENDS: Backend[] = chosen?.length ? chosen : available;

/**
 * For what does not depend on the database chosen (the embedded one's own files, an app on PGlite
 * to test HTTP): once per run, in the run that holds PGlite, skipped in the PostgreSQL-only one.
 */
export const describeOncePerRun: jest.Describe = BACKENDS.includes('pglite') ? describe : describe.skip;

export interface TestDatabase {
  db: Db;
  config: DatabaseConfig;
  /** Closes the connection and drops what the test created. */
  drop(): Promise<void>;
}

async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (name: string): string => {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A PostgreSQL database of its own (evax_test_<pid>_<random>), copied from the run's template, dropped afterwards; never another one. */
async function createPostgresDatabase(preparation: Preparation): Promise<TestDatabase> {
  const name = `evax_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = await onServer(async (client) => {
    const made = preparation === 'empty' ? null : await postgresTemplate(client, databaseUrl, preparation);
    await client.query(made ? `create database ${name} template ${made}` : `create database ${name}`);
    return made;
  });
  const config: DatabaseConfig = { kind: 'postgres', url: databaseUrl(name) };
  const db = openDatabase(config);
  // Outside a jest run with templates (templates.ts): prepared here.
  if (preparation !== 'empty' && !template) await prepareDatabase(db, { demoSeed: preparation === 'demo' });
  return {
    db,
    config,
    async drop() {
      await db.destroy();
      await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** An empty database: PGlite in memory, or a fresh database on the PostgreSQL server. */
export const createTestDatabase = (backend: Backend): Promise<TestDatabase> => createDatabase(backend, 'empty');

/** A database migrated and seeded, with the demo data (`demo`) or the reference data alone: a copy of the run's template. */
export const createPreparedDatabase = (backend: Backend, { demo }: { demo: boolean }): Promise<TestDatabase> =>
  createDatabase(backend, demo ? 'demo' : 'reference');

async function createDatabase(backend: Backend, preparation: Preparation): Promise<TestDatabase> {
  if (backend === 'postgres') return createPostgresDatabase(preparation);
  const config: DatabaseConfig = { kind: 'pglite', dataDir: null };
  const db = pgliteDb(await pgliteFromTemplate(preparation));
  return { db, config, drop: () => db.destroy() };
}

/** Resolves once another session of this PostgreSQL database waits on a lock (to interleave two writers). */
export async function waitForLockWaiter(db: Db, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    // Inside a transaction the activity view is a snapshot taken once: clear it at each look.
    await sql`select pg_stat_clear_snapshot()`.execute(db);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no session waited on a lock');
}
