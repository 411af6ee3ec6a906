// `pnpm bench --scale national`: the API in front of PostgreSQL holding a national data set
// (EVAX_BENCH_CHILDREN children, 1 M by default), its look-ups, searches and lists timed over HTTP
// beside their goals, and their query plans checked for sequential scans of the big tables.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from '../lib/packages.mjs';
import { waitFor } from '../lib/wait.mjs';
import { client, ensureDatabase, generate, generatedSize, NATIONAL_URL } from './national-db.mjs';
import { measureNational } from './national-measure.mjs';

const PORT = Number(process.env.EVAX_BENCH_PORT ?? 8297);
const BASE = `http://127.0.0.1:${PORT}`;
const CHILDREN = Number(process.env.EVAX_BENCH_CHILDREN ?? 1_000_000);
/** Tunisia counts about 2,100 basic health centres (CSB). */
const CENTRES = Number(process.env.EVAX_BENCH_CENTRES ?? 2_100);

/**
 * The built API on the national database (`database`: its environment, PostgreSQL's by default);
 * it migrates and seeds it (the demo accounts sign the benchmark in).
 */
export async function startApi(database = { DATABASE_URL: NATIONAL_URL }) {
  // Another server answering there would be measured instead (the machine may be shared).
  const taken = await fetch(`${BASE}/api/health`)
    .then(() => true)
    .catch(() => false);
  if (taken) throw new Error(`port ${PORT} is taken: set EVAX_BENCH_PORT`);
  const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...database,
      EVAX_DEMO_SEED: '1',
      EVAX_DEMO_VOLUME: '0',
      EVAX_ADDRESS_LIMIT_MULTIPLIER: '100',
      EVAX_SIGNIN_PER_SECOND: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!(await waitFor(`${BASE}/api/health`, 300_000))) {
    server.kill('SIGTERM');
    throw new Error('the API did not start on the national database');
  }
  return server;
}

/** Stops the API and waits for its exit (PGlite flushes its data folder on the way out). */
export async function stopApi(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
}

/**
 * Waits for the API's job to compute the kept schedule states (0047) that are stale: every child's
 * after the migration or a generation, so that the routes are timed on a settled database.
 */
async function keptStatesComputed() {
  const c = client();
  await c.connect();
  try {
    const started = performance.now();
    const present = (await c.query(`select to_regclass('child_schedule_state') is not null as present`)).rows[0].present;
    if (!present) return;
    const stale = async () =>
      (await c.query(`select count(*)::int as n from child_schedule_state where changes_on <= (now() at time zone 'Africa/Tunis')::date`)).rows[0].n;
    while ((await stale()) > 0) await new Promise((resolve) => setTimeout(resolve, 2000));
    console.log(`kept schedule states computed by the API's job: ${((performance.now() - started) / 1000).toFixed(1)} s after its start`);
  } finally {
    await c.end();
  }
}

export async function nationalBench() {
  const existing = process.env.EVAX_BENCH_REGENERATE === '1' ? null : await generatedSize().catch(() => null);
  const reuse = existing && existing.children === CHILDREN && existing.centres === CENTRES;
  console.log(`national scale on ${NATIONAL_URL}: ${CHILDREN} children, ${CENTRES} more health centres`);
  if (!reuse) await ensureDatabase({ fresh: true });
  let server = await startApi();
  try {
    if (reuse)
      console.log(`data set generated before (in ${existing.seconds} s, ${existing.vaccinations} vaccinations); EVAX_BENCH_REGENERATE=1 makes it again`);
    else {
      console.log('generating (inside PostgreSQL):');
      await generate({ children: CHILDREN, centres: CENTRES });
      // The API's pool and caches start again on the filled database, as after a deployment.
      await stopApi(server);
      server = await startApi();
    }
    await keptStatesComputed();
    await measureNational(BASE);
  } finally {
    server.kill('SIGTERM');
  }
}
