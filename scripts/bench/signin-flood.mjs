// A sign-in flood from one client address while other addresses sign in with a right password
// once a second (issue 27, point 3; docs/decisions/security.md, "Security: sign-in floods").
// The API must run with EVAX_TRUST_PROXY=loopback: each client names its address in
// X-Forwarded-For (loopback addresses only, 127.0.0.x). Figures, never judged.
//
// Alone, against a running API (0 connections: the other clients alone, the baseline):
//   node scripts/bench/signin-flood.mjs http://127.0.0.1:8600 [seconds] [connections]
// `pnpm bench --load` runs it after its load, on its two API processes over PostgreSQL.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(ROOT, 'package.json'));
const autocannon = require('autocannon');

// Fresh addresses at each run, so that no counter of an earlier run is met.
const run = 1 + Math.floor(Math.random() * 250);
const FLOODER = `127.1.${run}.66`;
const OTHERS = [11, 12, 13].map((host) => `127.2.${run}.${host}`);
const SUCCESS_WITHIN_MS = 2000;

function percentile(sorted, p) {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One sign-in from `address`: its status and how long it took. */
async function signIn(base, address, username, password) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username, password }),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/**
 * Floods POST /api/auth/login from FLOODER (unknown user names, `connections` at once, for
 * `seconds`) while each of OTHERS signs in as `username` once a second; prints what each side got.
 */
export async function signInFlood({ base, seconds = 20, connections = 20, username = 'agent', password = 'Evax-Demo-2026' }) {
  console.log(`\nsign-in flood: ${connections} connections from ${FLOODER} for ${seconds} s; ${OTHERS.length} other addresses sign in once a second`);
  const flooderStatuses = new Map();
  let sent = 0;
  // No connection: the same sign-ins without a flood, the baseline.
  const noFlood = new Promise((resolve) => setTimeout(() => resolve({ requests: { total: 0, average: 0 } }), seconds * 1000));
  const flood =
    connections === 0
      ? noFlood
      : autocannon({
          url: base,
          connections,
          duration: seconds,
          timeout: 10,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => ({
                ...request,
                path: '/api/auth/login',
                headers: { ...request.headers, 'content-type': 'application/json', 'x-forwarded-for': FLOODER },
                body: JSON.stringify({ username: `flood-${sent++}`, password: 'Wrong-Password-1' }),
              }),
              onResponse: (status) => flooderStatuses.set(status, (flooderStatuses.get(status) ?? 0) + 1),
            },
          ],
        });
  const others = [];
  const floodStart = performance.now();
  // Each other address signs in once a second, on its own clock; they start once the flood runs
  // and stop two seconds before it ends, so that every sign-in meets it.
  const othersDone = Promise.all(
    OTHERS.map(async (address) => {
      await new Promise((r) => setTimeout(r, 1000));
      const until = Date.now() + (seconds - 3) * 1000;
      while (Date.now() < until) {
        const tick = Date.now();
        others.push({ ...(await signIn(base, address, username, password)), at: performance.now() - floodStart });
        await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (Date.now() - tick))));
      }
    }),
  );
  const [result] = await Promise.all([flood, othersDone]);

  const statuses = [...flooderStatuses].sort((a, b) => b[1] - a[1]).map(([status, n]) => `${n} × ${status}`);
  if (connections > 0) console.log(`  flooder: ${result.requests.total} requests (${result.requests.average.toFixed(0)} req/s): ${statuses.join(', ')}`);
  const ok = others.filter((o) => o.status === 200 && o.ms <= SUCCESS_WITHIN_MS);
  const byStatus = new Map();
  for (const o of others) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  const latencies = others.map((o) => o.ms).sort((a, b) => a - b);
  console.log(
    `  other clients: ${ok.length} of ${others.length} signed in within ${SUCCESS_WITHIN_MS / 1000} s ` +
      `(${((100 * ok.length) / Math.max(1, others.length)).toFixed(1)} %); answers ${[...byStatus].map(([s, n]) => `${n} × ${s}`).join(', ')}; ` +
      `latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms`,
  );
  return { others: others.length, succeeded: ok.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base = 'http://127.0.0.1:8080', seconds = '20', connections = '20'] = process.argv.slice(2);
  await signInFlood({ base, seconds: Number(seconds), connections: Number(connections) });
}
