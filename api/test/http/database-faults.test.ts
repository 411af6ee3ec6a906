import type { FastifyInstance } from 'fastify';
import { API_PATHS, CITIZEN_API_PATHS, HTTP_ERROR_KEYS } from '@evax/shared/contract';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Db } from '../../src/db/connection.js';
import { bearer, countRows, signIn, testConfig } from '../support/app.js';
import { BACKENDS, createPreparedDatabase, type TestDatabase } from '../support/databases.js';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.js';
import { newChildBody } from '../citizen/citizen-support.js';

const onPostgres = BACKENDS.includes('postgres') ? describe : describe.skip;

/** The API reaches PostgreSQL through a proxy the test cuts; the test reads the database directly. */
onPostgres('the database goes away and comes back', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let proxied: Db;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await createPreparedDatabase('postgres', { demo: true });
    if (database.config.kind !== 'postgres') throw new Error('a PostgreSQL database was expected');
    const url = new URL(database.config.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const config = { kind: 'postgres' as const, url: url.toString() };
    proxied = openDatabase(config);
    app = await buildApp({ db: proxied, config: testConfig({ database: config }) });
    token = (await signIn(app, 'agent')).access;
  });

  afterAll(async () => {
    await app.close();
    await proxied.destroy();
    await proxy.close();
    await database.drop();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
  const createChild = () => app.inject({ method: 'POST', url: CITIZEN_API_PATHS.childCreate, headers: bearer(token), payload: newChildBody() });
  const counts = async () => ({
    citizen: await countRows(database, 'citizen'),
    parent: await countRows(database, 'parent'),
    link: await countRows(database, 'child_parent'),
    audit: await countRows(database, 'audit_log'),
  });

  test('while it is away: reads and writes answer 503 in the envelope, health says the database is down', async () => {
    expect((await get(API_PATHS.health)).statusCode).toBe(200);
    proxy.cut();
    try {
      const before = await counts();
      for (const response of [await get(API_PATHS.health), await get(CITIZEN_API_PATHS.citizenList), await createChild()]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ detail: 'The database is unavailable, please try again shortly', key: HTTP_ERROR_KEYS.UNAVAILABLE });
      }
      expect(await counts()).toEqual(before);
    } finally {
      proxy.restore();
    }
    expect((await get(API_PATHS.health)).json()).toEqual({ status: 'ok' });
    expect((await get(CITIZEN_API_PATHS.citizenList)).statusCode).toBe(200);
  });

  test('cut in the middle of a read: 503, and the next read works', async () => {
    // An agent's citizens (parents) list reads its centre's followed parents (since migration 0068 from structure_parent alone, for its count and its page's ids).
    const fired = proxy.cutWhen('from "structure_parent"');
    const response = await get(CITIZEN_API_PATHS.citizenList);
    await fired;
    proxy.restore();
    expect(response.statusCode).toBe(503);
    expect(response.json().key).toBe(HTTP_ERROR_KEYS.UNAVAILABLE);
    expect((await get(CITIZEN_API_PATHS.citizenList)).statusCode).toBe(200);
  });

  test('cut in the middle of a multi-row write: 503 and nothing of it written; the same write succeeds once it is back', async () => {
    const before = await counts();
    // The child and its new parent are inserted; the link to the parent is the statement cut off.
    const fired = proxy.cutWhen('insert into "child_parent"');
    const response = await createChild();
    await fired;
    proxy.restore();
    expect(response.statusCode).toBe(503);
    expect(await counts()).toEqual(before);

    const again = await createChild();
    expect(again.statusCode).toBe(201);
    expect(await counts()).toEqual({ citizen: before.citizen + 1, parent: before.parent + 1, link: before.link + 1, audit: before.audit + 3 });
  });
});
