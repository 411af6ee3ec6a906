// `pnpm bench --load`: the API held by 200 connections for 60 s (EVAX_BENCH_LOAD_CONNECTIONS,
// EVAX_BENCH_LOAD_SECONDS) on a mix of reads and writes, two API processes (EVAX_WORKERS) on one
// PostgreSQL database of its own, the demo centres' children. Reports req/s, latencies, errors,
// and whether every acknowledged write is in the database afterwards. Then a sign-in flood from one
// client address while three others sign in once a second (scripts/bench/signin-flood.mjs):
// their success rate and latency, without and with the flood. Figures, never judged.
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from '../lib/packages.mjs';
import { waitFor } from '../lib/wait.mjs';
import { client } from './national-db.mjs';
import { signInFlood } from './signin-flood.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
const autocannon = require('autocannon');

const PORT = Number(process.env.EVAX_BENCH_LOAD_PORT ?? 8298);
const BASE = `http://127.0.0.1:${PORT}`;
const LOAD_URL = process.env.EVAX_BENCH_LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/evax_load';
const CONNECTIONS = Number(process.env.EVAX_BENCH_LOAD_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.EVAX_BENCH_LOAD_SECONDS ?? 60);
const WORKERS = Number(process.env.EVAX_BENCH_LOAD_WORKERS ?? 2);
const FLOOD_SECONDS = Number(process.env.EVAX_BENCH_FLOOD_SECONDS ?? 20);

async function freshDatabase() {
  const admin = new URL(LOAD_URL);
  const name = admin.pathname.slice(1);
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

function startCluster() {
  return spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: LOAD_URL,
      EVAX_DEMO_SEED: '1',
      EVAX_DEMO_VOLUME: '1',
      EVAX_WORKERS: String(WORKERS),
      // The flood's clients name their (loopback) addresses in X-Forwarded-For; the production limits.
      EVAX_TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function json(url, init) {
  const response = await fetch(BASE + url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The agent's children (evax numbers), the list's largest pages. */
async function agentChildren(headers) {
  const numbers = [];
  for (let page = 1; page <= 6; page++) {
    const { results } = await json(`/api/citizen/children?page=${page}&page_size=50`, { headers });
    numbers.push(...results.map((child) => child.evaxNumber));
    if (results.length < 50) break;
  }
  return numbers;
}

export async function loadBench() {
  console.log(`\nload: ${CONNECTIONS} connections for ${SECONDS} s, ${WORKERS} API processes on ${LOAD_URL}`);
  await freshDatabase();
  const server = startCluster();
  try {
    if (!(await waitFor(`${BASE}/api/health`, 300_000))) throw new Error('the API cluster did not start');
    const { access } = await json('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'agent', password: 'Evax-Demo-2026' }),
    });
    const headers = { authorization: `Bearer ${access}` };
    const children = await agentChildren(headers);
    const pick = () => children[Math.floor(Math.random() * children.length)];
    const acknowledged = [];
    let writes = 0;

    // What answered other than 2xx, by status and route, so that the report names it.
    const refused = new Map();
    const countRefused = (status, path) => {
      const key = `${status} ${path.replace(/\d{9}/, '{evax}').replace(/\?.*/, '')}`;
      refused.set(key, (refused.get(key) ?? 0) + 1);
    };
    const get = (route) => {
      let path = '';
      return {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: (path = route(pick())) }),
        onResponse: (status) => status >= 300 && countRefused(status, path),
      };
    };
    // Eight requests per round on every connection: the list, a search, a card, a booklet (x2), and one write.
    const requests = [
      get(() => `/api/citizen/children?page=${1 + Math.floor(Math.random() * 9)}&page_size=25`),
      get((evax) => `/api/citizen/evax_search?evaxNumber=${evax}`),
      get((evax) => `/api/citizen/child/${evax}`),
      get((evax) => `/api/vaccination_routine/${evax}`),
      get(() => `/api/citizen/children?search=ben`),
      get((evax) => `/api/vaccination_routine/${evax}`),
      get((evax) => `/api/medical_folder/${evax}/allergies`),
      {
        method: 'POST',
        setupRequest: (request) => {
          writes += 1;
          return {
            ...request,
            path: `/api/medical_folder/${pick()}/allergies/create`,
            headers: { ...request.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ type: 'FOOD', name: `Charge ${writes}` }),
          };
        },
        onResponse: (status, body) => {
          if (status === 201) acknowledged.push(JSON.parse(body).id);
          else countRefused(status, '/api/medical_folder/{evax}/allergies/create');
        },
      },
    ];
    const result = await autocannon({ url: BASE, connections: CONNECTIONS, duration: SECONDS, headers, requests, timeout: 30 });

    const c = client(LOAD_URL);
    await c.connect();
    let found = 0;
    try {
      const { rows } = await c.query('select count(*)::int as n from allergy where id = any($1::int[])', [acknowledged]);
      found = rows[0].n;
    } finally {
      await c.end();
    }
    const l = result.latency;
    console.log(
      `  ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s; latency p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, max ${l.max} ms`,
    );
    console.log(`  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx answers ${result.non2xx}`);
    for (const [what, count] of [...refused].sort((a, b) => b[1] - a[1])) console.log(`    ${count} × ${what}`);
    console.log(`  writes: ${acknowledged.length} acknowledged (allergies), ${found} found afterwards, ${acknowledged.length - found} lost`);

    await signInFlood({ base: BASE, seconds: FLOOD_SECONDS, connections: 0 });
    await signInFlood({ base: BASE, seconds: FLOOD_SECONDS, connections: 20 });
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}
