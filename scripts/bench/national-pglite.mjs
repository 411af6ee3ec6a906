// `pnpm bench --scale national --db pglite`: the same figures on the embedded PGlite, what a small
// deployment gets (EVAX_BENCH_CHILDREN, 100 k by default, and centres in proportion). The API
// migrates and seeds its own data folder at a first start; the API stopped, the bench opens the
// folder with the API's PGlite and runs the same generation; then the API starts again on it and is
// timed as on PostgreSQL. A PGlite folder is one process's, so the query plans are read from a copy.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { ROOT } from '../lib/packages.mjs';
import { fill, sizeIn } from './national-db.mjs';
import { measureNational } from './national-measure.mjs';
import { startApi, stopApi } from './national.mjs';

const PORT = Number(process.env.EVAX_BENCH_PORT ?? 8297);
const BASE = `http://127.0.0.1:${PORT}`;
const CHILDREN = Number(process.env.EVAX_BENCH_CHILDREN ?? 100_000);
/** Tunisia's 2,100 health centres for a million children: the same number of children a centre. */
const CENTRES = Number(process.env.EVAX_BENCH_CENTRES ?? Math.max(1, Math.round((2_100 * CHILDREN) / 1_000_000)));
const DATA_DIR = path.resolve(process.env.EVAX_BENCH_DATA_DIR ?? path.join(ROOT, '.data/bench-national'));
const PLANS_DIR = `${DATA_DIR}-plans`;

const apiRequire = createRequire(path.join(ROOT, 'api/package.json'));

/** The folder opened as the API opens it (its PGlite version, pg_trgm, dates as text), as a reader for national-measure.mjs. */
async function openPglite(dataDir) {
  const { createPglite } = await import(pathToFileURL(path.join(ROOT, 'api/dist/db/connection.js')).href);
  const { PGliteDialect } = await import(pathToFileURL(apiRequire.resolve('kysely')).href);
  const pglite = createPglite(dataDir);
  await pglite.waitReady;
  return {
    // Parameters go through the extended protocol (one statement); a generation step's several
    // statements, without parameters, through exec, which answers each one's result.
    query: async (sql, params) => (params ? pglite.query(sql, params) : (await pglite.exec(sql)).at(-1)),
    dialect: () => new PGliteDialect({ pglite }),
    close: () => pglite.close(),
    // Beside a running API it is a copy of the API's folder: what it writes, the API never sees.
    isCopy: true,
  };
}

async function withPglite(dataDir, fn) {
  const db = await openPglite(dataDir);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const pgliteApi = () => startApi({ DATABASE_URL: '', EVAX_DATA_DIR: DATA_DIR });

export async function pgliteNationalBench() {
  const present = process.env.EVAX_BENCH_REGENERATE !== '1' && fs.existsSync(path.join(DATA_DIR, 'PG_VERSION'));
  const existing = present ? await withPglite(DATA_DIR, sizeIn) : null;
  const reuse = existing && existing.children === CHILDREN && existing.centres === CENTRES;
  console.log(`national scale on PGlite in ${DATA_DIR}: ${CHILDREN} children, ${CENTRES} more health centres`);
  if (reuse) console.log(`data set generated before (in ${existing.seconds} s, ${existing.vaccinations} vaccinations); EVAX_BENCH_REGENERATE=1 makes it again`);
  else {
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    const started = performance.now();
    await stopApi(await pgliteApi());
    console.log(`first start of the API on an empty folder (migrate + seed): ${((performance.now() - started) / 1000).toFixed(1)} s`);
    console.log('generating (inside PGlite, in the bench process, the API stopped):');
    await withPglite(DATA_DIR, (db) => fill(db, { children: CHILDREN, centres: CENTRES }));
  }
  fs.rmSync(PLANS_DIR, { recursive: true, force: true });
  fs.cpSync(DATA_DIR, PLANS_DIR, { recursive: true });
  const plans = await openPglite(PLANS_DIR);
  const server = await pgliteApi();
  try {
    console.log(`(query plans from a copy of the folder opened in the bench process: PGlite is one process's)`);
    await measureNational(BASE, plans);
  } finally {
    await stopApi(server);
    await plans.close();
    fs.rmSync(PLANS_DIR, { recursive: true, force: true });
  }
}
