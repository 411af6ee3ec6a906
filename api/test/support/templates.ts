import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, openDatabase, pgliteDb } from '../../src/db/connection.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import { templateFolder, templateName, type Preparation } from './template-run.js';

/**
 * Template databases, made once per jest run: a database migrated and seeded takes seconds
 * (about 4 s on PGlite, whose start alone runs initdb for 1.7 s), a copy of one a fraction of it
 * (0.5 s to load a PGlite dump, a CREATE DATABASE … TEMPLATE on PostgreSQL). The global setup names
 * the run's folder; outside it (another jest configuration) every database is made from nothing.
 */
export type { Preparation };

async function prepare(pglite: PGlite, preparation: Preparation): Promise<void> {
  if (preparation === 'empty') await pglite.query('select 1');
  else await prepareDatabase(pgliteDb(pglite), { demoSeed: preparation === 'demo' });
}

const making = new Map<string, Promise<void>>();

async function makePgliteDump(preparation: Preparation, file: string): Promise<void> {
  const pglite = createPglite(null);
  await prepare(pglite, preparation);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  // Written aside then renamed: a worker never reads half a dump.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
}

/** An in-memory PGlite as `preparation` leaves it, loaded from the run's dump (made by the first to ask). */
export async function pgliteFromTemplate(preparation: Preparation): Promise<PGlite> {
  const folder = templateFolder();
  if (!folder) {
    const pglite = createPglite(null);
    await prepare(pglite, preparation);
    return pglite;
  }
  const file = path.join(folder, `pglite-${preparation}.tar`);
  if (!fs.existsSync(file)) {
    // Two databases asked at once in one file wait on the same making.
    if (!making.has(file))
      making.set(
        file,
        makePgliteDump(preparation, file).finally(() => making.delete(file)),
      );
    await making.get(file);
  }
  return createPglite(null, new Blob([fs.readFileSync(file)]));
}

/**
 * The run's PostgreSQL template for `preparation`, made by the first to ask (an advisory lock keeps
 * two workers from making it together); null outside a run.
 */
export async function postgresTemplate(client: pg.Client, urlOf: (name: string) => string, preparation: Preparation): Promise<string | null> {
  const folder = templateFolder();
  if (!folder) return null;
  const name = templateName(folder, preparation);
  await client.query('select pg_advisory_lock(hashtext($1))', [name]);
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    await client.query(`create database ${name}`);
    const db = openDatabase({ kind: 'postgres', url: urlOf(name) });
    try {
      if (preparation !== 'empty') await prepareDatabase(db, { demoSeed: preparation === 'demo' });
    } catch (error) {
      await db.destroy();
      await client.query(`drop database if exists ${name} with (force)`);
      throw error;
    }
    await db.destroy();
    return name;
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
  }
}
