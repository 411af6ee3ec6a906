import { ACCOUNT_API_PATHS, API_PATHS, ERROR_CODES, ERROR_KEYS, HTTP_ERROR_KEYS, apiPath, type UserRow } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { bearer, DEMO_PASSWORD } from '../support/app.js';
import { signIn, startAccountApp, type AccountTestApp } from '../support/account.js';

const STRONG = 'Activ4te!Now';

describe.each(BACKENDS)('POST /api/users/{id}/activate on %s', (backend) => {
  let t: AccountTestApp;
  let n = 0;
  beforeAll(async () => {
    t = await startAccountApp(backend);
  });
  afterAll(() => t.close());

  /** A registration: an inactive account waiting for an administrator. */
  async function registered(): Promise<{ id: number; username: string }> {
    const username = `waiting${++n}`;
    const response = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API_PATHS.register,
      payload: {
        username,
        email: `${username}@test.example`,
        password: STRONG,
        firstNameFr: 'Amel',
        lastNameFr: 'Test',
        firstNameAr: 'أمل',
        lastNameAr: 'تجربة',
        phone: `+216 72 100 ${String(n).padStart(3, '0')}`,
      },
    });
    expect(response.statusCode).toBe(201);
    return { id: response.json<{ id: number }>().id, username };
  }
  const activate = (id: number, token: string) => t.app.inject({ method: 'POST', url: apiPath(API_PATHS.userActivate, { id }), headers: bearer(token) });
  const login = (username: string) => t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { username, password: STRONG } });

  // A registration works nowhere yet, so it belongs to the national level's scope (admin-scope.test.ts).
  test('a national administrator activates a registration: the user can then sign in; audited with who did it', async () => {
    const user = await registered();
    expect((await login(user.username)).json().errorCode).toBe(ERROR_CODES.USER_INACTIVE);
    const admin = await signIn(t.app, 'superadmin', DEMO_PASSWORD);

    const response = await activate(user.id, admin.access);
    expect(response.statusCode).toBe(200);
    expect(response.json<UserRow>()).toMatchObject({ id: user.id, username: user.username, isActive: true });
    expect((await login(user.username)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'app_user')
      .where('action', '=', 'activate')
      .where('entity_id', '=', String(user.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: admin.profile.user.pk, before: { isActive: false }, after: { isActive: true } });

    // Again: nothing changes, nothing more recorded.
    expect((await activate(user.id, admin.access)).statusCode).toBe(200);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'activate').where('entity_id', '=', String(user.id)).execute()).toHaveLength(1);
  });

  test('without activate-users: 403 and the account stays inactive; an unknown id: 404, code 203', async () => {
    const user = await registered();
    const agent = await signIn(t.app, 'agent', DEMO_PASSWORD);
    const refused = await activate(user.id, agent.access);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().key).toBe(HTTP_ERROR_KEYS.FORBIDDEN);
    expect((await t.db.selectFrom('app_user').select('is_active').where('id', '=', user.id).executeTakeFirstOrThrow()).is_active).toBe(false);

    const admin = await signIn(t.app, 'admin', DEMO_PASSWORD);
    const unknown = await activate(2_000_000, admin.access);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: ERROR_KEYS.ENTITY_NOT_FOUND });
    expect((await activate(0, admin.access)).statusCode).toBe(400);
  });
});
