// `pnpm bench --throughput`: requests per second at 50 connections (issue 15), in one run and on one
// API process over a PostgreSQL database of its own (demo seed): a bare Fastify hello route (the
// machine's ceiling), /api/health (one query), a page of 10 children and /api/v1/me (signed-in
// reads), each beside the goal: a signed-in read at >= 50 % of /api/health's req/s, p99 <= 50 ms.
// Figures, never judged. EVAX_BENCH_RPS_CONNECTIONS, EVAX_BENCH_RPS_SECONDS, EVAX_BENCH_RPS_DATABASE_URL.
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from '../lib/packages.mjs';
import { waitFor } from '../lib/wait.mjs';
import { client } from './national-db.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
const autocannon = require('autocannon');

const PORT = Number(process.env.EVAX_BENCH_RPS_PORT ?? 8299);
const HELLO_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const RPS_URL = process.env.EVAX_BENCH_RPS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/evax_rps';
const CONNECTIONS = Number(process.env.EVAX_BENCH_RPS_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.EVAX_BENCH_RPS_SECONDS ?? 10);

/** A fresh database; the API migrates and seeds it at its first start. */
async function freshDatabase() {
  const name = new URL(RPS_URL).pathname.slice(1);
  const admin = new URL(RPS_URL);
  admin.pathname = '/postgres';
  const c = client(admin.href);
  await c.connect();
  try {
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.query(`create database "${name}"`);
  } finally {
    await c.end();
  }
}

const HELLO = `require('fastify')().get('/', async () => ({ hello: 'world' })).listen({ port: ${HELLO_PORT}, host: '127.0.0.1' })`;

function startHello() {
  return spawn(process.execPath, ['-e', HELLO], { cwd: path.join(ROOT, 'api'), stdio: ['ignore', 'ignore', 'inherit'] });
}

function startApi() {
  return spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: RPS_URL,
      EVAX_DEMO_SEED: '1',
      EVAX_DEMO_VOLUME: '0',
      EVAX_WORKERS: '1',
      EVAX_ADDRESS_LIMIT_MULTIPLIER: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** One autocannon run; every answer must be 2xx. */
async function measure(url, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, timeout: 30 });
  const bad = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad };
}

function line(label, m, health) {
  const share = health ? `, ${((100 * m.rps) / health.rps).toFixed(0)} % of /api/health` : '';
  const errors = m.bad ? `, ${m.bad} errors or non-2xx` : '';
  return `  ${label.padEnd(40)} ${m.rps.toFixed(0).padStart(6)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${share}${errors}`;
}

export async function throughputBench() {
  console.log(`\nrequests per second: ${CONNECTIONS} connections, ${SECONDS} s each, one API process on ${RPS_URL}`);
  console.log('  (goal: a signed-in read >= 50 % of /api/health, p99 <= 50 ms)');
  const hello = startHello();
  try {
    if (!(await waitFor(`http://127.0.0.1:${HELLO_PORT}/`, 30_000))) throw new Error('the hello server did not start');
    console.log(line('bare Fastify hello', await measure(`http://127.0.0.1:${HELLO_PORT}/`)));
  } finally {
    await stop(hello);
  }
  await freshDatabase();
  const api = startApi();
  try {
    if (!(await waitFor(`${BASE}/api/health`, 300_000))) throw new Error('the API did not start');
    const signIn = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'agent', password: 'Evax-Demo-2026' }),
    });
    const { access } = await signIn.json();
    const headers = { authorization: `Bearer ${access}` };
    const health = await measure(`${BASE}/api/health`);
    console.log(line('GET /api/health', health));
    console.log(line('GET /api/citizen/children (page of 10)', await measure(`${BASE}/api/citizen/children?page=1&page_size=10`, headers), health));
    console.log(line('GET /api/v1/me', await measure(`${BASE}/api/v1/me`, headers), health));
  } finally {
    await stop(api);
  }
}
