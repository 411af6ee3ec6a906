import {
  ACCOUNT_FIELD_KEYS,
  API_PATHS,
  apiPath,
  CATALOGUE_ERROR_KEYS,
  ERROR_CODES,
  type LoginResponse,
  type UserCreated,
  type UserDetail,
  type UserRow,
} from '@evax/shared/contract';
import { isStrongPassword } from '@evax/shared/validation';
import { BACKENDS } from '../support/databases.js';
import { bearer, expectFieldError } from '../support/app.js';
import { createUser as insertTestUser, signIn, startAccountApp, type AccountTestApp } from '../support/account.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

describe.each(BACKENDS)('users administration: detail, edit, disable, recycle bin (issue 34) on %s', (backend) => {
  let t: AccountTestApp;
  const sessions: Record<string, LoginResponse> = {};
  let centre: number;
  let n = 0;
  beforeAll(async () => {
    t = await startAccountApp(backend);
    for (const name of ['superadmin', 'dssb', 'admin', 'agent']) sessions[name] = await signIn(t.app, name);
    centre = (await t.db.selectFrom('structure').select('id').where('code', '=', 'CSB-11-1').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const send = (method: Method, url: string, as: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(sessions[as]!.access), ...(payload ? { payload } : {}) });
  const userUrl = (path: string, id: number) => apiPath(path, { id });
  const auditOf = (id: number, action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'app_user').where('entity_id', '=', String(id)).where('action', '=', action).execute();

  /** A new agent at CSB-11-1 (in the regional admin's scope), created through the API with a temporary password. */
  async function newAgent(): Promise<UserCreated> {
    n += 1;
    const response = await send('POST', API_PATHS.users, 'admin', {
      username: `agent.gere${n}`,
      email: `agent.gere${n}@example.tn`,
      civility: 'MRS',
      firstNameFr: 'Salma',
      lastNameFr: 'Ben Ali',
      firstNameAr: 'سلمى',
      lastNameAr: 'بن علي',
      phone: `+216 55 100 ${String(n).padStart(3, '0')}`,
      alternatePhone: '71 222 333',
      address: '3 rue de Tunis',
      structures: [{ structure: centre, role: 'HEALTH_AGENT', isDefault: true }],
    });
    expect(response.statusCode).toBe(201);
    return response.json<UserCreated>();
  }
  const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { username, password } });

  test('a created user gets a strong temporary password, shown once, which must be replaced at first sign-in; every field is kept', async () => {
    const user = await newAgent();
    expect(user.temporaryPassword).not.toBeNull();
    expect(isStrongPassword(user.temporaryPassword!)).toBe(true);
    const session = await signIn(t.app, user.username, user.temporaryPassword!);
    expect(session.profile.user.firstLogin).toBe(true);
    const detail = (await send('GET', userUrl(API_PATHS.user, user.id), 'admin')).json<UserDetail>();
    expect(detail).toMatchObject({ civility: 'MRS', alternatePhone: '+216 71 222 333', address: '3 rue de Tunis', firstLogin: true, isDeleted: false });
    expect(detail.memberships).toEqual([
      expect.objectContaining({ structure: expect.objectContaining({ id: centre }), role: expect.objectContaining({ code: 'HEALTH_AGENT' }), isDefault: true }),
    ]);
    const [audit] = await auditOf(user.id, 'create');
    expect(JSON.stringify(audit)).not.toContain(user.temporaryPassword!);
  });

  test('GET one: 404 (code 203) outside the caller scope or unknown, 403 without view-users', async () => {
    const user = await newAgent();
    expect((await send('GET', userUrl(API_PATHS.user, user.id), 'admin')).statusCode).toBe(200);
    const outside = await send('GET', userUrl(API_PATHS.user, sessions.superadmin!.profile.user.pk), 'admin');
    expect(outside.statusCode).toBe(404);
    expect(outside.json().errorCode).toBe(ERROR_CODES.ENTITY_NOT_FOUND);
    expect((await send('GET', userUrl(API_PATHS.user, 999999), 'superadmin')).statusCode).toBe(404);
    expect((await send('GET', userUrl(API_PATHS.user, user.id), 'agent')).statusCode).toBe(403);
  });

  test('PATCH edits the fields sent and the structures, audited before and after; bad values and taken ones (any case) write nothing', async () => {
    const user = await newAgent();
    const url = userUrl(API_PATHS.user, user.id);
    const edited = await send('PATCH', url, 'admin', { lastNameFr: 'Ben Youssef', fax: '71 000 111', civility: 'MISS' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<UserDetail>()).toMatchObject({ lastNameFr: 'Ben Youssef', fax: '+216 71 000 111', civility: 'MISS', firstNameFr: 'Salma' });
    const [audit] = await auditOf(user.id, 'update');
    expect(audit).toMatchObject({ user_id: sessions.admin!.profile.user.pk, before: { lastNameFr: 'Ben Ali' }, after: { lastNameFr: 'Ben Youssef' } });

    const badEmail = await send('PATCH', url, 'admin', { email: 'pas-un-mail', firstNameAr: 'Latin' });
    expect(badEmail.statusCode).toBe(400);
    expectFieldError(badEmail, 'email', ACCOUNT_FIELD_KEYS.email);
    expect(Object.keys(badEmail.json().fields)).toContain('firstNameAr');
    for (const [field, value, key] of [
      ['username', 'AGENT', ACCOUNT_FIELD_KEYS.usernameAlreadyUsed],
      ['email', sessions.agent!.profile.user.email!.toUpperCase(), ACCOUNT_FIELD_KEYS.emailAlreadyUsed],
    ] as const) {
      const taken = await send('PATCH', url, 'admin', { [field]: value });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().errorCode).toBe(ERROR_CODES.ENTITY_ALREADY_EXISTS);
      expectFieldError(taken, field, key);
    }
    const outOfScope = await send('PATCH', url, 'admin', {
      structures: [
        { structure: (await t.db.selectFrom('structure').select('id').where('code', '=', 'CSB-12-1').executeTakeFirstOrThrow()).id, role: 'HEALTH_AGENT' },
      ],
    });
    expect(outOfScope.statusCode).toBe(403);
    expect((await send('PATCH', url, 'agent', { lastNameFr: 'Pirate' })).statusCode).toBe(403);
    const after = (await send('GET', url, 'admin')).json<UserDetail>();
    expect(after).toMatchObject({ username: user.username, lastNameFr: 'Ben Youssef', firstNameAr: 'سلمى' });
    expect(after.memberships.map((m) => m.structure.id)).toEqual([centre]);
    expect(await auditOf(user.id, 'update')).toHaveLength(1);
  });

  test('a disabled user cannot sign in and its open session stops at the next request; audited', async () => {
    const user = await newAgent();
    const session = await signIn(t.app, user.username, user.temporaryPassword!);
    const response = await send('POST', userUrl(API_PATHS.userDeactivate, user.id), 'admin');
    expect(response.statusCode).toBe(200);
    expect(response.json<UserDetail>().isActive).toBe(false);
    expect((await login(user.username, user.temporaryPassword!)).json().errorCode).toBe(ERROR_CODES.USER_INACTIVE);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.me, headers: bearer(session.access) })).statusCode).toBe(401);
    expect(await auditOf(user.id, 'deactivate')).toHaveLength(1);
    expect((await send('POST', userUrl(API_PATHS.userActivate, user.id), 'admin')).json<UserRow>().isActive).toBe(true);
    expect((await login(user.username, user.temporaryPassword!)).statusCode).toBe(200);
    expect((await send('POST', userUrl(API_PATHS.userDeactivate, user.id), 'agent')).statusCode).toBe(403);
  });

  test('nobody disables or deletes their own account, nor the last active superuser', async () => {
    for (const [method, path] of [
      ['POST', API_PATHS.userDeactivate],
      ['DELETE', API_PATHS.user],
    ] as const) {
      const own = await send(method, userUrl(path, sessions.admin!.profile.user.pk), 'admin');
      expect(own.statusCode).toBe(400);
      expect(own.json().key).toBe(CATALOGUE_ERROR_KEYS.OWN_ACCOUNT);
    }
    const rootId = await insertTestUser(t.db, { username: 'root2', memberships: [] });
    await t.db.updateTable('app_user').set({ is_superuser: true }).where('id', '=', rootId).execute();
    const superadmin = sessions.superadmin!.profile.user.pk;
    expect((await send('POST', userUrl(API_PATHS.userDeactivate, superadmin), 'dssb')).statusCode).toBe(200);
    for (const [method, path] of [
      ['POST', API_PATHS.userDeactivate],
      ['DELETE', API_PATHS.user],
    ] as const) {
      const last = await send(method, userUrl(path, rootId), 'dssb');
      expect(last.statusCode).toBe(400);
      expect(last.json().key).toBe(CATALOGUE_ERROR_KEYS.LAST_SUPERUSER);
    }
    expect(await t.db.selectFrom('app_user').select(['is_active', 'deleted_at']).where('id', '=', rootId).executeTakeFirstOrThrow()).toEqual({
      is_active: true,
      deleted_at: null,
    });
    expect((await send('POST', userUrl(API_PATHS.userActivate, superadmin), 'dssb')).statusCode).toBe(200);
    sessions.superadmin = await signIn(t.app, 'superadmin');
  });

  test('delete sends to the recycle bin (no sign-in, out of the list); restore brings it back disabled; both audited and permission-checked', async () => {
    const user = await newAgent();
    expect((await send('DELETE', userUrl(API_PATHS.user, user.id), 'agent')).statusCode).toBe(403);
    expect((await send('DELETE', userUrl(API_PATHS.user, user.id), 'admin')).statusCode).toBe(204);
    expect((await login(user.username, user.temporaryPassword!)).json().errorCode).toBe(ERROR_CODES.USER_INACTIVE);
    const listed = (query: string) => send('GET', `${API_PATHS.users}?search=${user.username}${query}`, 'admin').then((r) => r.json<{ count: number }>().count);
    expect(await listed('')).toBe(0);
    expect(await listed('&deleted=1')).toBe(1);
    expect((await send('PATCH', userUrl(API_PATHS.user, user.id), 'admin', { lastNameFr: 'Supprime' })).statusCode).toBe(404);
    expect((await send('POST', userUrl(API_PATHS.userActivate, user.id), 'admin')).statusCode).toBe(404);

    expect((await send('POST', userUrl(API_PATHS.userRestore, user.id), 'agent')).statusCode).toBe(403);
    const restored = await send('POST', userUrl(API_PATHS.userRestore, user.id), 'admin');
    expect(restored.statusCode).toBe(200);
    expect(restored.json<UserDetail>()).toMatchObject({ isDeleted: false, isActive: false });
    expect(await listed('')).toBe(1);
    expect((await send('POST', userUrl(API_PATHS.userRestore, user.id), 'admin')).statusCode).toBe(404);
    expect(await auditOf(user.id, 'delete')).toHaveLength(1);
    expect(await auditOf(user.id, 'restore')).toHaveLength(1);
    expect((await send('POST', userUrl(API_PATHS.userActivate, user.id), 'admin')).statusCode).toBe(200);
    expect((await login(user.username, user.temporaryPassword!)).statusCode).toBe(200);
  });
});
