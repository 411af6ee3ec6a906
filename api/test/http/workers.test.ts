import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'kysely';
import type { LoginResponse } from '@evax/shared/contract';
import { LISTENER_NAME } from '../../src/db/notifications.js';
import { DEMO_PASSWORD, emptyFolder } from '../support/app.js';
import { BACKENDS, createPreparedDatabase, type TestDatabase } from '../support/databases.js';

const onPostgres = BACKENDS.includes('postgres') ? describe : describe.skip;
const API = path.resolve(__dirname, '../..');

/** A port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A request on a connection of its own: node's cluster hands each new connection to the next
 * process in turn, so consecutive calls alternate between the two API processes.
 */
function request(port: number, method: string, url: string, token?: string, body?: object): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Issue 28, point 3: the API as `EVAX_WORKERS=2` starts it (api/src/cluster.ts: a primary and two
 * processes sharing the port), each keeping its callers. A token signed out through one process is
 * refused by the other within a second.
 */
onPostgres('two API processes (EVAX_WORKERS=2) on PostgreSQL', () => {
  let database: TestDatabase;
  let api: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    database = await createPreparedDatabase('postgres', { demo: true });
    port = await freePort();
    const url = database.config.kind === 'postgres' ? database.config.url : '';
    api = spawn(process.execPath, ['--import', 'tsx', '--conditions=evax-source', 'src/main.ts'], {
      cwd: API,
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        EVAX_WORKERS: '2',
        EVAX_DEMO_SEED: '1',
        EVAX_DEMO_VOLUME: '0',
        EVAX_WEB_ROOT: emptyFolder(),
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    api.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    api.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Both processes listen, and both listen to the notifications.
    const end = Date.now() + 90_000;
    for (;;) {
      const listening = (output.match(/Server listening/g) ?? []).length;
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where application_name = ${LISTENER_NAME} and datname = current_database()`.execute(database.db);
      if (listening >= 2 && rows[0]!.n >= 2) break;
      if (api.exitCode !== null || Date.now() > end) throw new Error(`the API did not start two processes:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);

  afterAll(async () => {
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
  });

  test('a token signed out through one process is refused by the other within a second', async () => {
    const login = await request(port, 'POST', '/api/auth/login', undefined, { username: 'agent', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const { access } = JSON.parse(login.body) as LoginResponse;
    // Each process reads the caller and keeps it (two calls each, by turns).
    for (let i = 0; i < 4; i++) expect((await request(port, 'GET', '/api/v1/me', access)).status).toBe(200);

    expect((await request(port, 'POST', '/api/auth/logout', access)).status).toBe(204);
    const signedOut = Date.now();
    // Four refusals in a row on connections of their own: both processes, twice each.
    let refusedInARow = 0;
    while (refusedInARow < 4) {
      const { status } = await request(port, 'GET', '/api/v1/me', access);
      refusedInARow = status === 401 ? refusedInARow + 1 : 0;
      if (Date.now() - signedOut > 1_000) break;
    }
    expect({ refusedInARow, withinOneSecond: Date.now() - signedOut <= 1_000 }).toEqual({ refusedInARow: 4, withinOneSecond: true });
  });
});
