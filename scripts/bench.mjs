#!/usr/bin/env node
// `pnpm bench`: performance figures, printed, never judged. Builds what is missing, starts the
// portal on a fresh embedded database, then measures: the start-up, sign-in, each list route
// (first page and a search), and, in headless Chromium, the login page and each area's first screen:
// scripts, gzipped KB and time to usable beside the budgets (scripts/bench/browser.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, spawnSync } from 'node:child_process';
import { ROOT, REMOTES } from './lib/packages.mjs';
import { buildWorkspace } from './build.mjs';
import { waitFor } from './lib/wait.mjs';
import { measureScreens, printScreens } from './bench/browser.mjs';

const PORT = Number(process.env.EVAX_BENCH_PORT ?? 8297);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = Number(process.env.EVAX_BENCH_ROUNDS ?? 50);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file) => zlib.gzipSync(fs.readFileSync(file)).length;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function time(fn, rounds = ROUNDS) {
  const samples = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms (${rounds} calls)`;
}

function bundleSizes() {
  console.log('\nbundle sizes (gzip, as the server sends them):');
  const hostDist = path.join(ROOT, 'host/dist');
  const html = fs.readFileSync(path.join(hostDist, 'index.html'), 'utf8');
  // The minified page may leave attribute values unquoted.
  const scripts = [...html.matchAll(/<script[^>]+src=["']?\/?([^"' >]+)/g)].map((m) => m[1]);
  let total = 0;
  for (const s of scripts) {
    const size = gz(path.join(hostDist, s));
    total += size;
    console.log(`  host entry ${s}: ${kb(size)}`);
  }
  console.log(`  host entry scripts in index.html: ${kb(total)}`);
  for (const r of REMOTES) {
    const entry = path.join(ROOT, `remote-${r}/dist/remoteEntry.js`);
    if (fs.existsSync(entry)) console.log(`  remote ${r} remoteEntry.js: ${kb(gz(entry))}`);
  }
}

/** The citizen area's index-served look-ups: a child's card by evax number, the evax search, the duplicate check. */
async function citizenLookups(get) {
  const national = { authorization: `Bearer ${(await signIn('superadmin')).access}` };
  const [child] = (await (await fetch(`${BASE}/api/citizen/children?page_size=1`, { headers: national })).json()).results;
  console.log(`GET /api/citizen/child/{evax}: ${await time(get(`/api/citizen/child/${child.evaxNumber}`))}`);
  console.log(`GET /api/citizen/evax_search?evaxNumber=: ${await time(get(`/api/citizen/evax_search?evaxNumber=${child.evaxNumber}`))}`);
  console.log(`GET /api/citizen/citizens: ${await time(get('/api/citizen/citizens?page=1&page_size=25'))}`);
  // An agent adding the same child again: always answered 409 with the candidates, nothing written.
  const { access } = await signIn('agent');
  const card = await (await fetch(`${BASE}/api/citizen/child/${child.evaxNumber}`, { headers: national })).json();
  const body = JSON.stringify({
    child: {
      firstNameFr: card.firstNameFr,
      lastNameFr: card.lastNameFr,
      firstNameAr: card.firstNameAr,
      lastNameAr: card.lastNameAr,
      birthDate: card.birthDate,
      gender: card.gender,
    },
    parent: { firstNameFr: 'Amel', lastNameFr: 'Bench', firstNameAr: 'أمل', lastNameAr: 'بنش', nationalId: '09999999' },
    role: 'guardian',
  });
  const post = () =>
    fetch(`${BASE}/api/citizen/create_children`, { method: 'POST', headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' }, body });
  const { status } = await post();
  console.log(`POST /api/citizen/create_children, a duplicate (answer ${status}, 409 expected): ${await time(() => post().then((r) => r.arrayBuffer()))}`);
}

function signIn(username) {
  return fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Evax-Demo-2026' }),
  }).then((r) => r.json());
}

// The server benches are imported once the API is built (the national data set takes its names
// from the API's demo seed).
// `pnpm bench --scale national`: the API over PostgreSQL at national volume (scripts/bench/national.mjs), alone;
// `--db pglite`: over the embedded PGlite at 100 k children (scripts/bench/national-pglite.mjs).
const scale = process.argv[process.argv.indexOf('--scale') + 1];
if (process.argv.includes('--scale') && scale !== 'national') throw new Error(`--scale ${scale}: only "national" is known`);
const database = process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'postgres';
if (!['postgres', 'pglite'].includes(database)) throw new Error(`--db ${database}: "postgres" or "pglite"`);
if (scale === 'national') {
  if ((await buildWorkspace({ serverOnly: true })) !== 0) process.exit(1);
  if (database === 'pglite') await (await import('./bench/national-pglite.mjs')).pgliteNationalBench();
  else await (await import('./bench/national.mjs')).nationalBench();
  process.exit(0);
}

// `pnpm bench --load`: 200 connections on two API processes over PostgreSQL (scripts/bench/load.mjs), alone.
if (process.argv.includes('--load')) {
  if ((await buildWorkspace({ serverOnly: true })) !== 0) process.exit(1);
  const { loadBench } = await import('./bench/load.mjs');
  await loadBench();
  process.exit(0);
}

// `pnpm bench --throughput`: req/s at 50 connections on one API process over PostgreSQL (scripts/bench/throughput.mjs), alone.
if (process.argv.includes('--throughput')) {
  if ((await buildWorkspace({ serverOnly: true })) !== 0) process.exit(1);
  const { throughputBench } = await import('./bench/throughput.mjs');
  await throughputBench();
  process.exit(0);
}

// `pnpm bench --first-start`: a new user's first start (scripts/bench/first-start.mjs), alone.
if (process.argv.includes('--first-start')) {
  const { firstStartBench } = await import('./bench/first-start.mjs');
  await firstStartBench();
  process.exit(0);
}

if ((await buildWorkspace()) !== 0) process.exit(1);
bundleSizes();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'evax-bench-'));
const t0 = performance.now();
const server = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
  // Sign-ins back to back from one address: the flood guards (per-address limit, admission) raised.
  env: {
    ...process.env,
    PORT: String(PORT),
    EVAX_DATA_DIR: dataDir,
    NODE_ENV: 'production',
    DATABASE_URL: '',
    EVAX_ADDRESS_LIMIT_MULTIPLIER: '100',
    EVAX_SIGNIN_PER_SECOND: '100',
  },
  stdio: 'ignore',
});
try {
  if (!(await waitFor(`${BASE}/api/health`, 120_000, 100))) throw new Error('the server did not start');
  console.log(`\nfirst start on an empty data folder (migrate + seed): ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const login = () =>
    fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'superadmin', password: 'Evax-Demo-2026' }),
    }).then((r) => r.json());
  console.log(`sign-in (argon2id verify + token): ${await time(login, 10)}`);
  const { access } = await login();
  const get = (p) => () => fetch(`${BASE}${p}`, { headers: { authorization: `Bearer ${access}` } }).then((r) => r.arrayBuffer());
  for (const p of [
    '/api/ALL_DCI?page=1&page_size=10',
    '/api/citizen/children?page=2&page_size=25',
    '/api/citizen/children?search=ben',
    '/api/vaccination_routine/children?page=1&page_size=50',
    '/api/users?page=1&page_size=10',
  ]) {
    console.log(`GET ${p}: ${await time(get(p))}`);
  }
  await citizenLookups(get);
  console.log(`GET / (host index.html): ${await time(() => fetch(BASE + '/').then((r) => r.text()))}`);
  // The login page and each area's first screen in headless Chromium, beside their budgets.
  printScreens(await measureScreens(BASE));
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

// The flood test prints what a signed-in user waits while anonymous sign-ins flood the API; the
// test judges the behaviour, the figure is read here (PGlite, and PostgreSQL when DATABASE_URL is set).
const flood = spawnSync('pnpm', ['exec', 'jest', 'test/auth/auth-flood.test.ts', '-t', 'during a flood'], { cwd: path.join(ROOT, 'api'), encoding: 'utf8' });
const floodLines = `${flood.stdout}${flood.stderr}`.split('\n').filter((line) => /^\s*flood \(/.test(line));
console.log('\nduring a sign-in flood (200 unknown names in flight):');
for (const line of floodLines) console.log(`  ${line.trim()}`);
if (floodLines.length === 0) console.log('  (no figure: the flood test did not run)');

// Last, as it builds everything again in a clone of its own: a new user's first start.
await (await import('./bench/first-start.mjs')).firstStartBench();
