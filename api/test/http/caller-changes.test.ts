import { sql } from 'kysely';
import pg from 'pg';
import { ACCOUNT_API_PATHS, CITIZEN_API_PATHS, PERMISSIONS, type LoginResponse } from '@evax/shared/contract';
import { LISTENER_NAME } from '../../src/db/notifications.js';
import { createUser } from '../support/account.js';
import { bearer, DEMO_PASSWORD, signIn, startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/databases.js';

/**
 * Issue 28, point 3: the process keeps its callers, and every change to a caller made through it
 * (a route, or a statement on its database) is refused at the very next request: migration 0045's
 * triggers notify, and the connection that committed hears it before its commit answers.
 */
describe.each(BACKENDS)('callers kept, and changed at once (%s)', (backend) => {
  let t: TestApp;
  let roleId: number;
  let structureId: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    ({ id: roleId } = await t.db
      .insertInto('role')
      .values({ code: 'CACHE_TEST', name_fr: 'Essai', name_ar: 'تجربة', is_active: true })
      .returning('id')
      .executeTakeFirstOrThrow());
    await t.db.insertInto('role_permission').values({ role_id: roleId, permission: PERMISSIONS.citizen.showCitizen }).execute();
    ({ id: structureId } = await t.db.selectFrom('structure').select('id').where('code', '=', 'CSB-11-1').executeTakeFirstOrThrow());
  });
  afterAll(() => t.close());

  let serial = 0;
  /** A user of the test role at CSB-11-1, signed in, whose caller the process already keeps. */
  async function keptCaller(): Promise<{ id: number; session: LoginResponse }> {
    const username = `cachetest${++serial}`;
    const id = await createUser(t.db, { username });
    await t.db.insertInto('user_structure').values({ user_id: id, structure_id: structureId, role_id: roleId, is_default: true }).execute();
    const session = await signIn(t.app, username);
    expect(await citizens(session)).toBe(200);
    expect(await citizens(session)).toBe(200);
    return { id, session };
  }
  const citizens = async (session: LoginResponse) =>
    (await t.app.inject({ method: 'GET', url: `${CITIZEN_API_PATHS.citizenList}?page=1&page_size=1`, headers: bearer(session.access) })).statusCode;

  test('the listening channel is ready: a signed-in request keeps its caller', async () => {
    await waitUntil(
      () => t.app.callers.size > 0 || null,
      2_000,
      async () => void (await keptCaller()),
    );
    expect(t.app.callers.size).toBeGreaterThan(0);
  });

  test('a change no trigger tells (triggers off) is not seen: the caller is kept, not read again', async () => {
    const { id, session } = await keptCaller();
    await t.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.updateTable('app_user').set({ is_active: false }).where('id', '=', id).execute();
    });
    expect(await citizens(session)).toBe(200);
    // What the triggers would have said: the user's callers are dropped, the change is seen.
    t.app.callers.message(`user:${id}`);
    expect(await citizens(session)).toBe(401);
  });

  test('signed out: its token refused at the next request', async () => {
    const { session } = await keptCaller();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(session.access) })).statusCode).toBe(204);
    expect(await citizens(session)).toBe(401);
  });

  test('the password changed: the older tokens refused at the next request, the new one accepted', async () => {
    const { session } = await keptCaller();
    const other = await signIn(t.app, session.profile.user.username);
    expect(await citizens(other)).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: ACCOUNT_API_PATHS.meUpdatePassword,
      headers: bearer(session.access),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'New-Pass-2026', confirmPassword: 'New-Pass-2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await citizens(session)).toBe(401);
    expect(await citizens(other)).toBe(401);
    expect(await citizens(changed.json<LoginResponse>())).toBe(200);
  });

  test('the account deactivated: refused at the next request', async () => {
    const { id, session } = await keptCaller();
    await t.db.updateTable('app_user').set({ is_active: false }).where('id', '=', id).execute();
    expect(await citizens(session)).toBe(401);
  });

  test('the account made to change its password: its permissions gone at the next request', async () => {
    const { id, session } = await keptCaller();
    await t.db.updateTable('app_user').set({ first_login: true }).where('id', '=', id).execute();
    expect(await citizens(session)).toBe(403);
  });

  test('the permission removed from the role: refused at the next request, given back: accepted', async () => {
    const { session } = await keptCaller();
    await t.db.deleteFrom('role_permission').where('role_id', '=', roleId).execute();
    expect(await citizens(session)).toBe(403);
    await t.db.insertInto('role_permission').values({ role_id: roleId, permission: PERMISSIONS.citizen.showCitizen }).execute();
    expect(await citizens(session)).toBe(200);
  });

  test('the role deactivated: refused at the next request', async () => {
    const { session } = await keptCaller();
    await t.db.updateTable('role').set({ is_active: false }).where('id', '=', roleId).execute();
    try {
      expect(await citizens(session)).toBe(403);
    } finally {
      await t.db.updateTable('role').set({ is_active: true }).where('id', '=', roleId).execute();
    }
    expect(await citizens(session)).toBe(200);
  });

  test('the membership removed, or given another role: refused at the next request', async () => {
    const first = await keptCaller();
    await t.db.deleteFrom('user_structure').where('user_id', '=', first.id).execute();
    expect(await citizens(first.session)).toBe(403);

    const second = await keptCaller();
    const { id: bare } = await t.db
      .insertInto('role')
      .values({ code: 'CACHE_TEST_BARE', name_fr: 'Sans droit', name_ar: 'بدون', is_active: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('user_structure').set({ role_id: bare }).where('user_id', '=', second.id).execute();
    expect(await citizens(second.session)).toBe(403);
  });

  test('another user changed: the kept callers of others stay', async () => {
    const kept = await keptCaller();
    const other = await keptCaller();
    const before = t.app.callers.size;
    await t.db.updateTable('app_user').set({ is_active: false }).where('id', '=', other.id).execute();
    expect(t.app.callers.size).toBe(before - 1);
    expect(await citizens(kept.session)).toBe(200);
    expect(await citizens(other.session)).toBe(401);
  });

  test('a name or the sign-in time changed: no caller dropped (no notification)', async () => {
    const { id } = await keptCaller();
    const before = t.app.callers.size;
    await t.db.updateTable('app_user').set({ first_name_fr: 'Autre', last_login_at: new Date() }).where('id', '=', id).execute();
    expect(t.app.callers.size).toBe(before);
  });
});

describe.each(BACKENDS)('EVAX_CALLER_CACHE=0 (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { config: { callerCache: false } });
  });
  afterAll(() => t.close());

  test('every request reads its caller: nothing kept, and a change no trigger tells is seen at once', async () => {
    const session = await signIn(t.app, 'agent');
    const me = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.access) })).statusCode;
    expect(await me()).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await me()).toBe(200);
    expect(t.app.callers.size).toBe(0);
    await t.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.updateTable('app_user').set({ is_active: false }).where('username', '=', 'agent').execute();
    });
    expect(await me()).toBe(401);
  });
});

/** Polls `probe` (doing `between` before each try) until it gives a value, or throws after `ms`. */
async function waitUntil<T>(probe: () => T | null | Promise<T | null>, ms: number, between: () => Promise<void> = async () => undefined): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    await between();
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const onPostgres = BACKENDS.includes('postgres') ? describe : describe.skip;

/** The notifications' own connection lost: nothing kept until it listens again (bounded staleness). */
onPostgres('the listening connection lost (postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('postgres');
  });
  afterAll(() => t.close());

  const me = async (session: LoginResponse) => (await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.access) })).statusCode;
  const terminateListener = () =>
    sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended from pg_stat_activity
      where application_name = ${LISTENER_NAME} and datname = current_database()`.execute(t.db);

  test('its connection ended by the server: every caller dropped, then kept again once it reconnects', async () => {
    const session = await signIn(t.app, 'agent');
    await waitUntil(
      async () => (t.app.callers.size > 0 ? true : null),
      2_000,
      async () => void (await me(session)),
    );
    const { rows } = await terminateListener();
    expect(rows).toEqual([{ ended: true }]);
    await waitUntil(() => (t.app.callers.size === 0 ? true : null), 1_000);
    expect(await me(session)).toBe(200);
    // It reconnects within a second, and keeps again.
    await waitUntil(
      async () => (t.app.callers.size > 0 ? true : null),
      2_000,
      async () => void (await me(session)),
    );
    // And it hears again: a change made by another session reaches it within a second.
    const outside = new pg.Client({ connectionString: t.config.database.kind === 'postgres' ? t.config.database.url : '' });
    await outside.connect();
    try {
      await outside.query(`update app_user set is_active = false where username = 'agent'`);
    } finally {
      await outside.end();
    }
    expect(await waitUntil(async () => ((await me(session)) === 401 ? true : null), 1_000)).toBe(true);
  });
});
