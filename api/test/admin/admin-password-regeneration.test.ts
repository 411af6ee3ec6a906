import { API_PATHS, apiPath, CATALOGUE_ERROR_KEYS, type LoginResponse, type PasswordRegenerated, type UserCreated } from '@evax/shared/contract';
import { isStrongPassword } from '@evax/shared/validation';
import { BACKENDS } from '../support/databases.js';
import { bearer, DEMO_PASSWORD } from '../support/app.js';
import { signIn, startAccountApp, type AccountTestApp } from '../support/account.js';
import { SmsError, type SmsGateway } from '../../src/modules/sms/gateway.js';

describe.each(BACKENDS)('regenerating a password by SMS (issue 34) on %s', (backend) => {
  let t: AccountTestApp;
  const sessions: Record<string, LoginResponse> = {};
  let centre: number;
  let n = 0;
  beforeAll(async () => {
    t = await startAccountApp(backend);
    for (const name of ['admin', 'agent']) sessions[name] = await signIn(t.app, name);
    centre = (await t.db.selectFrom('structure').select('id').where('code', '=', 'CSB-11-1').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const regenerate = (id: number, as = 'admin') =>
    t.app.inject({ method: 'POST', url: apiPath(API_PATHS.userRegeneratePassword, { id }), headers: bearer(sessions[as]!.access) });

  async function newAgent(phone: string | null): Promise<UserCreated> {
    n += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.users,
      headers: bearer(sessions.admin!.access),
      payload: {
        username: `regen.${n}`,
        firstNameFr: 'Rim',
        lastNameFr: 'Saidi',
        firstNameAr: 'ريم',
        lastNameAr: 'السعيدي',
        phone,
        structures: [{ structure: centre, role: 'HEALTH_AGENT', isDefault: true }],
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json<UserCreated>();
  }
  const lastSms = async (phone: string) =>
    (await t.db.selectFrom('sms_outbox').select(['body', 'dev_body']).where('to_phone', '=', phone).orderBy('id', 'desc').executeTakeFirst()) ?? null;
  const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { username, password } });

  test("the new password goes by SMS only; it signs in, must be replaced, and the old one and the user's sessions stop", async () => {
    const user = await newAgent('+216 55 300 001');
    const first = await signIn(t.app, user.username, user.temporaryPassword!);
    const response = await regenerate(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<PasswordRegenerated>()).toEqual({ phone: '+216 55 300 001', firstLogin: true });
    const sms = (await lastSms('+216 55 300 001'))!;
    const password = /est (\S+)\./.exec(sms.dev_body!)![1]!;
    expect(isStrongPassword(password)).toBe(true);
    expect(response.body).not.toContain(password);
    expect(sms.body).not.toContain(password);
    expect((await login(user.username, user.temporaryPassword!)).statusCode).toBe(400);
    const session = await signIn(t.app, user.username, password);
    expect(session.profile.user.firstLogin).toBe(true);
    const oldSession = await t.app.inject({ method: 'GET', url: API_PATHS.me, headers: bearer(first.access) });
    expect(oldSession.statusCode).toBe(401);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'app_user')
      .where('entity_id', '=', String(user.id))
      .where('action', '=', 'regenerate_password')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(password);
  });

  test('an account without a mobile is refused with its own message, and nothing changes', async () => {
    const user = await newAgent(null);
    const response = await regenerate(user.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().key).toBe(CATALOGUE_ERROR_KEYS.USER_WITHOUT_PHONE);
    expect((await login(user.username, user.temporaryPassword!)).statusCode).toBe(200);
  });

  test("an administrator's own password is refused with its own message, and their session goes on", async () => {
    const response = await regenerate(sessions.admin!.profile.user.pk);
    expect(response.statusCode).toBe(400);
    expect(response.json().key).toBe(CATALOGUE_ERROR_KEYS.OWN_PASSWORD_REGENERATION);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.me, headers: bearer(sessions.admin!.access) })).statusCode).toBe(200);
    expect((await login('admin', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  test('403 without change-users, 404 outside the scope', async () => {
    const user = await newAgent('+216 55 300 002');
    expect((await regenerate(user.id, 'agent')).statusCode).toBe(403);
    const superadmin = (await t.db.selectFrom('app_user').select('id').where('username', '=', 'superadmin').executeTakeFirstOrThrow()).id;
    expect((await regenerate(superadmin)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: apiPath(API_PATHS.userRegeneratePassword, { id: user.id }) })).statusCode).toBe(401);
  });
});

describe.each(BACKENDS)('regenerating a password when the SMS gateway fails (issue 34) on %s', (backend) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    const failing: SmsGateway = { send: () => Promise.reject(new SmsError('provider down')) };
    t = await startAccountApp(backend, { sms: failing });
  });
  afterAll(() => t.close());

  test('the request fails, and the password in use stays', async () => {
    const admin = await signIn(t.app, 'superadmin');
    const agent = await t.db.selectFrom('app_user').select(['id', 'password_hash']).where('username', '=', 'agent').executeTakeFirstOrThrow();
    const response = await t.app.inject({ method: 'POST', url: apiPath(API_PATHS.userRegeneratePassword, { id: agent.id }), headers: bearer(admin.access) });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    const after = await t.db.selectFrom('app_user').select(['password_hash', 'first_login']).where('id', '=', agent.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ password_hash: agent.password_hash, first_login: false });
    expect((await signIn(t.app, 'agent')).access).toBeTruthy();
  });
});
