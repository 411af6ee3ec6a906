// The national benchmark's own PostgreSQL database: created when missing, migrated and seeded by
// the API itself (as any deployment), then filled by national-data.mjs, once per size.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/packages.mjs';
import { BIG_TABLES, generationSteps, secondaryIndexes } from './national-data.mjs';

const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');

export const NATIONAL_URL = process.env.EVAX_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/evax_national';

export function client(url = NATIONAL_URL) {
  // Dates and bigints as the API reads them: text and numbers.
  const types = { getTypeParser: (oid, format) => (oid === 1082 ? (v) => v : oid === 20 ? Number : pg.types.getTypeParser(oid, format)) };
  return new pg.Client({ connectionString: url, types });
}

async function withClient(url, fn) {
  const c = client(url);
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Creates the database (dropped first when `fresh`); the API migrates and seeds it at its first start. */
export async function ensureDatabase({ fresh }) {
  const url = new URL(NATIONAL_URL);
  const name = url.pathname.slice(1);
  const admin = new URL(NATIONAL_URL);
  admin.pathname = '/postgres';
  await withClient(admin.href, async (c) => {
    if (fresh) await c.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await c.query(`create database "${name}"`);
  });
}

/** The size already generated in the database, or null. */
export function generatedSize() {
  return withClient(NATIONAL_URL, sizeIn);
}

/** The size generated in the database `c` reads (a pg client or the PGlite adapter), or null. */
export async function sizeIn(c) {
  const { rows } = await c.query(`select to_regclass('bench_run') is not null as present`);
  if (!rows[0].present) return null;
  // A set generated before the anti-rabies sheets (no rabies_sheets column) is generated again.
  return (
    (await c.query('select children, centres, vaccinations, rabies_sheets, seconds from bench_run').then(
      (answer) => answer.rows[0],
      () => null,
    )) ?? null
  );
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Fills the database: the secondary indexes of the big tables dropped, the rows inserted, the
 * indexes built again, the tables analysed. Prints each step's time.
 */
export function generate(size) {
  return withClient(NATIONAL_URL, (c) => fill(c, size));
}

/** The generation on `c`: a pg client, or anything with its `query(sql, params)` → { rows } (PGlite's adapter). */
export async function fill(c, { children, centres }) {
  const started = performance.now();
  await c.query(`set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '128MB'`);
  const indexes = await secondaryIndexes(c);
  for (const { indexname } of indexes) await c.query(`drop index "${indexname}"`);
  // The count kept per structure (0028), the parents each structure follows (0048) and the kept
  // schedule states (0047, computed by the API's job) are refreshed once at the end, not a million
  // times; the due and overdue counts (0035) are counted at their first read.
  const triggered = ['citizen', 'vaccination', 'parent', 'child_parent'];
  for (const table of triggered) await c.query(`alter table ${table} disable trigger user`);
  for (const step of generationSteps({ children, centres })) {
    const t = performance.now();
    await c.query(step.sql);
    console.log(`  ${step.what}: ${seconds(t)} s`);
  }
  for (const table of triggered) await c.query(`alter table ${table} enable trigger user`);
  for (const refresh of ['evax_child_count_refresh', 'evax_structure_parent_refresh', 'evax_child_schedule_state_refresh']) {
    const present = await c.query(`select to_regproc('${refresh}') is not null as present`);
    if (present.rows[0].present) await c.query(`select ${refresh}()`);
  }
  let t = performance.now();
  for (const { indexdef } of indexes) await c.query(indexdef);
  console.log(`  ${indexes.length} indexes built again: ${seconds(t)} s`);
  t = performance.now();
  // structure_parent too, refreshed above: a centre's citizens list reads its index alone (0068),
  // which skips the table's pages only once a vacuum has marked them all visible.
  const kept = (await c.query(`select to_regclass('structure_parent') is not null as present`)).rows[0].present ? ['structure_parent'] : [];
  for (const table of [...BIG_TABLES, ...kept]) await c.query(`vacuum analyze ${table}`);
  console.log(`  vacuum analyze: ${seconds(t)} s`);
  const { rows } = await c.query(
    `select (select count(*) from citizen) as children, (select count(*) from parent) as parents, (select count(*) from vaccination) as vaccinations,
      (select count(*) from rabies_sheet) as rabies_sheets,
      (select count(*) from structure where type = 'CSB') as centres, pg_size_pretty(pg_database_size(current_database())) as size`,
  );
  const size = rows[0];
  await c.query(`create table bench_run (children int, centres int, vaccinations bigint, rabies_sheets bigint, seconds numeric)`);
  await c.query('insert into bench_run values ($1, $2, $3, $4, $5)', [children, centres, size.vaccinations, size.rabies_sheets, seconds(started)]);
  console.log(
    `  generated in ${seconds(started)} s: ${size.children} children, ${size.parents} parents, ${size.vaccinations} vaccinations, ${size.rabies_sheets} anti-rabies sheets, ${size.centres} health centres; database ${size.size}`,
  );
}
