import type { FastifyInstance } from 'fastify';
import { ACCOUNT_API_PATHS, ERROR_CODES, LOCKOUT, type LoginResponse, type OtpRequestResponse } from '@evax/shared/contract';
import type * as AppModule from '../../src/app.js';
import type * as ConnectionModule from '../../src/db/connection.js';
import { DEMO_PASSWORD, testConfig } from '../support/app.js';
import { DEV_OUTBOX, createUser, lastOutboxCode } from '../support/account.js';
import { BACKENDS, createPreparedDatabase, type TestDatabase } from '../support/databases.js';

const onPostgres = BACKENDS.includes('postgres') ? describe : describe.skip;

/** An API of its own: its own copy of every module (no state shared in memory), its own pool, its own port. */
async function startInstance(config: ReturnType<typeof testConfig>): Promise<{ app: FastifyInstance; url: string; close(): Promise<void> }> {
  let modules!: { app: typeof AppModule; connection: typeof ConnectionModule };
  await jest.isolateModulesAsync(async () => {
    modules = { app: await import('../../src/app.js'), connection: await import('../../src/db/connection.js') };
  });
  const db = modules.connection.openDatabase(config.database);
  const app = await modules.app.buildApp({ db, config });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

/** The status of `request` once it answers `status`, or the last one after `ms` (every 20 ms meanwhile). */
async function statusWithin(ms: number, status: number, request: () => Promise<Response>): Promise<number> {
  const end = Date.now() + ms;
  for (;;) {
    const answer = (await request()).status;
    if (answer === status || Date.now() >= end) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Two API processes on one PostgreSQL behave as one: every state that matters lives in the
 * database; what a process keeps in memory (its callers) the other's changes reach within a second
 * (LISTEN/NOTIFY), and the process that made the change at once.
 */
onPostgres('two API instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: Awaited<ReturnType<typeof startInstance>>;
  let second: Awaited<ReturnType<typeof startInstance>>;

  beforeAll(async () => {
    database = await createPreparedDatabase('postgres', { demo: true });
    const config = testConfig({ database: database.config, sms: DEV_OUTBOX });
    first = await startInstance(config);
    second = await startInstance(config);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  const post = (instance: { url: string }, path: string, body: object, token?: string) =>
    fetch(instance.url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const me = (instance: { url: string }, token: string) => fetch(`${instance.url}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
  const signIn = async (instance: { url: string }, username: string, password = DEMO_PASSWORD) => post(instance, '/api/auth/login', { username, password });

  test('they listen on two ports', () => expect(first.url).not.toBe(second.url));

  test('a token signed by one is accepted by the other; signed out on one, it is refused by both', async () => {
    const { access } = (await (await signIn(first, 'agent')).json()) as LoginResponse;
    expect((await me(second, access)).status).toBe(200);
    expect((await post(second, '/api/auth/logout', {}, access)).status).toBe(204);
    expect((await me(first, access)).status).toBe(401);
    expect((await me(second, access)).status).toBe(401);
  });

  test('a token both have already verified (and keep): signed out on one, refused by it at once and by the other within a second', async () => {
    const { access } = (await (await signIn(first, 'agent')).json()) as LoginResponse;
    expect((await me(first, access)).status).toBe(200);
    expect((await me(second, access)).status).toBe(200);
    expect(first.app.callers.size).toBeGreaterThan(0);
    expect((await post(first, '/api/auth/logout', {}, access)).status).toBe(204);
    expect((await me(first, access)).status).toBe(401);
    expect(await statusWithin(1_000, 401, () => me(second, access))).toBe(401);
  });

  test('a token both have already verified: its user deactivated in the database, refused by both within a second', async () => {
    const id = await createUser(database.db, { username: 'twoprocessoff' });
    const { access } = (await (await signIn(first, 'twoprocessoff')).json()) as LoginResponse;
    expect((await me(first, access)).status).toBe(200);
    expect((await me(second, access)).status).toBe(200);
    await database.db.updateTable('app_user').set({ is_active: false }).where('id', '=', id).execute();
    expect(await statusWithin(1_000, 401, () => me(first, access))).toBe(401);
    expect(await statusWithin(1_000, 401, () => me(second, access))).toBe(401);
  });

  test('failures counted on both add up to one lock-out, and it holds on both', async () => {
    await createUser(database.db, { username: 'twoprocess' });
    for (let i = 1; i < LOCKOUT.failuresBeforeBlock; i++) {
      const response = await signIn(i % 2 ? first : second, 'twoprocess', 'Wrong-Password-1');
      expect(response.status).toBe(400);
    }
    expect((await signIn(second, 'twoprocess', 'Wrong-Password-1')).status).toBe(429);
    for (const instance of [first, second]) {
      const blocked = await signIn(instance, 'twoprocess');
      expect(blocked.status).toBe(429);
      expect(((await blocked.json()) as { errorCode: number }).errorCode).toBe(ERROR_CODES.MAX_ATTEMPTS);
    }
  });

  test('a one-time code sent by one is checked by the other, and works once across both', async () => {
    const phone = '+216 71 222 333';
    await createUser(database.db, { username: 'twocodes', phone });
    const { requestId } = (await (await post(first, ACCOUNT_API_PATHS.resetPassword, { username: 'twocodes' })).json()) as OtpRequestResponse;
    const code = await lastOutboxCode(database.db, phone);
    expect((await post(second, ACCOUNT_API_PATHS.resetPasswordVerifyOtp, { requestId, code })).status).toBe(200);
    expect((await post(first, ACCOUNT_API_PATHS.resetPasswordVerifyOtp, { requestId, code })).status).not.toBe(200);
  });
});
