import { ACCOUNT_API_PATHS, ACCOUNT_FIELD_KEYS, ERROR_CODES, ERROR_KEYS, HTTP_ERROR_KEYS, type LoginResponse, type MeResponse } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { DEMO_PASSWORD, bearer } from '../support/app.js';
import { apiPathOf, createUser, signIn, startAccountApp, type AccountTestApp, type TestUser } from '../support/account.js';

const WRONG_PASSWORD = { detail: 'The current password is incorrect', errorCode: ERROR_CODES.WRONG_PASSWORD, key: ERROR_KEYS.WRONG_PASSWORD };

describe.each(BACKENDS)('profile and account on %s', (backend) => {
  let t: AccountTestApp;
  let n = 0;
  async function freshSession(memberships: TestUser['memberships'] = []): Promise<LoginResponse> {
    const username = `profile${++n}`;
    await createUser(t.db, { username, phone: `+216 71 400 ${String(n).padStart(3, '0')}`, memberships });
    return signIn(t.app, username);
  }
  beforeAll(async () => {
    t = await startAccountApp(backend);
  });
  afterAll(() => t.close());

  const me = (method: 'PUT' | 'PATCH', payload: object, session: LoginResponse) =>
    t.app.inject({ method, url: '/api/v1/me', payload, headers: bearer(session.access) });
  const updatePassword = (payload: object, session: LoginResponse) =>
    t.app.inject({ method: 'PUT', url: ACCOUNT_API_PATHS.meUpdatePassword, payload, headers: bearer(session.access) });
  const auditOf = (userId: number, action: string) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'app_user')
      .where('entity_id', '=', String(userId))
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  describe('PUT and PATCH /api/v1/me', () => {
    test('account information (e-mail, user name) with the current password; audited before and after', async () => {
      const session = await freshSession();
      const response = await me(
        'PUT',
        { email: 'renamed@example.tn', username: `${session.profile.user.username}.renamed`, currentPassword: DEMO_PASSWORD },
        session,
      );
      expect(response.statusCode).toBe(200);
      const profile = response.json<MeResponse>();
      expect(profile.user).toMatchObject({ email: 'renamed@example.tn', username: `${session.profile.user.username}.renamed` });
      const [entry] = await auditOf(session.profile.user.pk, 'update_profile');
      expect(entry).toMatchObject({
        user_id: session.profile.user.pk,
        before: { email: `${session.profile.user.username}@test.example`, username: session.profile.user.username },
        after: { email: 'renamed@example.tn', username: `${session.profile.user.username}.renamed` },
      });
      expect(JSON.stringify(entry)).not.toContain(DEMO_PASSWORD);
      // The session goes on: the token names the user by id.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.access) })).json<MeResponse>().user.email).toBe(
        'renamed@example.tn',
      );
    });

    test('personal information (names in French and Arabic, language) by PATCH', async () => {
      const session = await freshSession();
      const response = await me('PATCH', { firstNameFr: 'Youssef', lastNameAr: 'الشابي', preferredLanguage: 'ar', currentPassword: DEMO_PASSWORD }, session);
      expect(response.statusCode).toBe(200);
      expect(response.json<MeResponse>().user).toMatchObject({ firstNameFr: 'Youssef', lastNameFr: 'User', lastNameAr: 'الشابي', preferredLanguage: 'ar' });
    });

    test('a wrong current password: 400, code 107, and nothing changes; five in a row lock the account', async () => {
      const session = await freshSession();
      const response = await me('PUT', { email: 'nope@example.tn', currentPassword: 'Not-The-Password-1' }, session);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ ...WRONG_PASSWORD, fields: { currentPassword: [{ code: 'invalid', key: ERROR_KEYS.WRONG_PASSWORD }] } });
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.access) })).json<MeResponse>().user.email).not.toBe(
        'nope@example.tn',
      );
      for (let i = 0; i < 3; i++) await me('PUT', { email: 'nope@example.tn', currentPassword: 'Not-The-Password-1' }, session);
      const fifth = await me('PUT', { email: 'nope@example.tn', currentPassword: 'Not-The-Password-1' }, session);
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toMatchObject({ errorCode: ERROR_CODES.MAX_ATTEMPTS, retryAfter: 300 });
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: session.profile.user.username, password: DEMO_PASSWORD } }))
          .statusCode,
      ).toBe(429);
      t.clock.advance(300);
    });

    test('the rules of spec 3 §5: e-mail valid and 100 at most, user name 150 at most, names 2 to 200, current password required', async () => {
      const session = await freshSession();
      const cases: [object, Record<string, unknown>][] = [
        [{ email: 'not-an-email', currentPassword: DEMO_PASSWORD }, { email: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.email }] }],
        [
          { email: `${'a'.repeat(96)}@x.tn`, currentPassword: DEMO_PASSWORD },
          { email: [{ code: 'too_long', key: 'ERROR.CODE.VALIDATION.TOO_LONG', params: { limit: 100 } }] },
        ],
        [
          { username: 'u'.repeat(151), currentPassword: DEMO_PASSWORD },
          { username: [{ code: 'too_long', key: 'ERROR.CODE.VALIDATION.TOO_LONG', params: { limit: 150 } }] },
        ],
        [
          { firstNameFr: 'Y', currentPassword: DEMO_PASSWORD },
          { firstNameFr: [{ code: 'too_short', key: 'ERROR.CODE.VALIDATION.TOO_SHORT', params: { limit: 2 } }] },
        ],
        [
          { lastNameAr: 'ب'.repeat(201), currentPassword: DEMO_PASSWORD },
          { lastNameAr: [{ code: 'too_long', key: 'ERROR.CODE.VALIDATION.TOO_LONG', params: { limit: 200 } }] },
        ],
        [
          { firstNameFr: 'Youssef', currentPassword: 'x' },
          { currentPassword: [{ code: 'too_short', key: 'ERROR.CODE.VALIDATION.TOO_SHORT', params: { limit: 2 } }] },
        ],
        [{ email: 'ok@example.tn' }, { currentPassword: [{ code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' }] }],
      ];
      for (const [payload, fields] of cases) {
        const response = await me('PUT', payload, session);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual(fields);
      }
      const nothing = await me('PATCH', { currentPassword: DEMO_PASSWORD }, session);
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json()).toMatchObject({ detail: 'Nothing to change', fields: { non_field_errors: [{ code: 'required' }] } });
      expect((await me('PATCH', { currentPassword: DEMO_PASSWORD, isSuperuser: true }, session)).json().fields.isSuperuser[0].code).toBe('unknown_field');
    });

    test('an e-mail or user name of another account: 400, code 200; one’s own in another case is fine', async () => {
      const session = await freshSession();
      const taken = await me('PUT', { email: 'AGENT@evax-demo.example', currentPassword: DEMO_PASSWORD }, session);
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toMatchObject({
        detail: 'User already exists with this email address',
        errorCode: ERROR_CODES.ENTITY_ALREADY_EXISTS,
        fields: { email: [{ code: 'unique', key: ACCOUNT_FIELD_KEYS.emailAlreadyUsed }] },
      });
      expect((await me('PUT', { username: 'Agent', currentPassword: DEMO_PASSWORD }, session)).json().fields).toEqual({
        username: [{ code: 'unique', key: ACCOUNT_FIELD_KEYS.usernameAlreadyUsed }],
      });
      const own = await me('PUT', { username: session.profile.user.username.toUpperCase(), currentPassword: DEMO_PASSWORD }, session);
      expect(own.statusCode).toBe(200);
      expect(own.json<MeResponse>().user.username).toBe(session.profile.user.username.toUpperCase());
    });

    test('without a token: 401', async () => {
      expect((await t.app.inject({ method: 'PUT', url: '/api/v1/me', payload: { email: 'a@b.tn', currentPassword: 'x' } })).statusCode).toBe(401);
    });
  });

  describe('PUT /api/v1/me/update-password', () => {
    test('current password, a new strong one that differs, its confirmation: then a new session, the others end', async () => {
      const session = await freshSession();
      const other = await signIn(t.app, session.profile.user.username);
      const cases: [object, Record<string, unknown>][] = [
        [
          { currentPassword: DEMO_PASSWORD, newPassword: 'New-Pass-2026', confirmPassword: 'New-Pass-2027' },
          { confirmPassword: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.passwordMismatch }] },
        ],
        [
          { currentPassword: DEMO_PASSWORD, newPassword: 'newpass2026', confirmPassword: 'newpass2026' },
          { newPassword: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.weakPassword }] },
        ],
        [
          { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
          { newPassword: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.sameAsCurrentPassword }] },
        ],
        [
          { currentPassword: 'ab', newPassword: 'New-Pass-2026', confirmPassword: 'New-Pass-2026' },
          { currentPassword: [{ code: 'too_short', key: 'ERROR.CODE.VALIDATION.TOO_SHORT', params: { limit: 3 } }] },
        ],
      ];
      for (const [payload, fields] of cases) {
        const response = await updatePassword(payload, session);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual(fields);
      }
      const wrong = await updatePassword({ currentPassword: 'Not-The-Password-1', newPassword: 'New-Pass-2026', confirmPassword: 'New-Pass-2026' }, session);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject(WRONG_PASSWORD);

      const changed = await updatePassword({ currentPassword: DEMO_PASSWORD, newPassword: 'New-Pass-2026', confirmPassword: 'New-Pass-2026' }, session);
      expect(changed.statusCode).toBe(200);
      const fresh = changed.json<LoginResponse>();
      expect(fresh.profile.user.pk).toBe(session.profile.user.pk);
      for (const old of [session, other]) expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(old.access) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(fresh.access) })).statusCode).toBe(200);
      await signIn(t.app, session.profile.user.username, 'New-Pass-2026');
      expect(await auditOf(session.profile.user.pk, 'change_password')).toHaveLength(1);
    });
  });

  describe('GET /api/profiles/profile-detail/{id}', () => {
    const detail = (id: number, session: LoginResponse) =>
      t.app.inject({ method: 'GET', url: apiPathOf(ACCOUNT_API_PATHS.profileDetail, { id }), headers: bearer(session.access) });

    test('one’s own, with the phone; another’s only with view-users; an unknown id: 404, code 203', async () => {
      // A Tunis agent, in the scope of the Tunis directorate's administrator (admin-scope.test.ts).
      const session = await freshSession([{ structureCode: 'CSB-11-1', roleCode: 'HEALTH_AGENT', isDefault: true }]);
      const own = await detail(session.profile.user.pk, session);
      expect(own.statusCode).toBe(200);
      expect(own.json<MeResponse>()).toMatchObject({ user: { pk: session.profile.user.pk }, phone: session.profile.phone });

      const agent = await signIn(t.app, 'agent');
      const denied = await detail(session.profile.user.pk, agent);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().key).toBe(HTTP_ERROR_KEYS.FORBIDDEN);

      const admin = await signIn(t.app, 'admin');
      const seen = await detail(session.profile.user.pk, admin);
      expect(seen.statusCode).toBe(200);
      expect(seen.json<MeResponse>().user.username).toBe(session.profile.user.username);
      const unknown = await detail(999999, admin);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: ERROR_KEYS.ENTITY_NOT_FOUND });
      expect((await detail(999999, agent)).statusCode).toBe(403);
    });
  });
});
