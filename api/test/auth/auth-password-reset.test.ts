import { SignJWT } from 'jose';
import {
  ACCOUNT_API_PATHS,
  ACCOUNT_ERROR_KEYS,
  ACCOUNT_FIELD_KEYS,
  ERROR_CODES,
  ERROR_KEYS,
  HTTP_ERROR_KEYS,
  OTP,
  TOKEN_INVALID_DETAIL,
  type CheckTokenResponse,
  type LoginResponse,
  type OtpRequestResponse,
} from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { DEMO_PASSWORD, bearer } from '../support/app.js';
import { apiPathOf, createUser, lastOutboxCode, outboxMessages, signIn, startAccountApp, type AccountTestApp } from '../support/account.js';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const NEW_PASSWORD = 'New-Strong-Pass-7';
const OTP_FAILED = { detail: 'Authentication failed', key: ACCOUNT_ERROR_KEYS.OTP_INVALID };
const OTP_EXPIRED = { detail: 'The verification code has expired or is no longer valid', key: ACCOUNT_ERROR_KEYS.OTP_EXPIRED };
const RESET_FAILED = {
  detail: 'Your reset token has expired or is no longer valid',
  errorCode: ERROR_CODES.RESET_PASSWORD_FAILED,
  key: ERROR_KEYS.RESET_PASSWORD_FAILED,
};

describe.each(BACKENDS)('password reset and first login on %s', (backend) => {
  let t: AccountTestApp;
  let n = 0;
  /** A fresh account with a phone of its own (71 ... numbers are not the demo's). */
  async function freshUser(options: { language?: 'fr' | 'ar'; firstLogin?: boolean; isActive?: boolean; phone?: string | null; roleCode?: string } = {}) {
    n += 1;
    const username = `reset${n}`;
    const phone = options.phone === undefined ? `+216 71 000 ${String(n).padStart(3, '0')}` : options.phone;
    const id = await createUser(t.db, {
      username,
      phone,
      firstLogin: options.firstLogin,
      isActive: options.isActive,
      memberships: options.roleCode ? [{ structureCode: 'DRS-11', roleCode: options.roleCode, isDefault: true }] : [],
    });
    if (options.language) await t.db.updateTable('app_user').set({ preferred_language: options.language }).where('id', '=', id).execute();
    return { id, username, phone: phone! };
  }
  beforeAll(async () => {
    t = await startAccountApp(backend, { config: { jwtSecret: SECRET } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const requestCode = async (body: object) => {
    const response = await post(ACCOUNT_API_PATHS.resetPassword, body);
    expect(response.statusCode).toBe(200);
    return response.json<OtpRequestResponse>();
  };
  const verifyOtp = (requestId: string, code: string) => post(ACCOUNT_API_PATHS.resetPasswordVerifyOtp, { requestId, code });
  const verifyUser = (requestId: string) => post(ACCOUNT_API_PATHS.resetPasswordVerifyUser, { requestId });
  const change = (payload: object, headers: Record<string, string> = {}) => post(ACCOUNT_API_PATHS.resetPasswordChange, payload, headers);
  const login = (username: string, password: string) => post('/api/auth/login', { username, password });
  const wrongCode = (code: string) => String((Number(code) + 1) % 10 ** OTP.length).padStart(OTP.length, '0');

  async function resetToken(username: string, phone: string): Promise<string> {
    const { requestId } = await requestCode({ username });
    const response = await verifyOtp(requestId, await lastOutboxCode(t.db, phone));
    expect(response.statusCode).toBe(200);
    return response.json().token;
  }

  describe('forgot password: reset-password, verify-user, verify-otp, change', () => {
    test('the whole journey by user name: a code by SMS, a reset token, a new password that signs the user in', async () => {
      const user = await freshUser();
      const before = await signIn(t.app, user.username);
      const request = await requestCode({ username: user.username });
      expect(request).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), expiresIn: 600, codeLength: 6 });

      const messages = await outboxMessages(t.db, user.phone);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/^eVax : votre code de vérification est \d{6}\. Il expire dans 10 minutes\./);
      const code = await lastOutboxCode(t.db, user.phone);

      // Only a keyed hash of the code is kept.
      const stored = await t.db.selectFrom('otp_challenge').select('code_hash').where('id', '=', request.requestId).executeTakeFirstOrThrow();
      expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.code_hash).not.toContain(code);

      const status = await verifyUser(request.requestId);
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({ requestId: request.requestId, expiresIn: 600, attemptsLeft: 5 });

      const verified = await verifyOtp(request.requestId, code);
      expect(verified.statusCode).toBe(200);
      const { token, expiresIn } = verified.json();
      expect(expiresIn).toBe(900);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const changed = await change({ token, newPassword: NEW_PASSWORD });
      expect(changed.statusCode).toBe(200);
      const session = changed.json<LoginResponse>();
      expect(session.profile.user).toMatchObject({ pk: user.id, username: user.username, firstLogin: false });
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.access) })).statusCode).toBe(200);

      expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(user.username, DEMO_PASSWORD)).json().errorCode).toBe(ERROR_CODES.BAD_CREDENTIALS);
      // The sessions opened before the reset end.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(before.access) })).statusCode).toBe(401);
      const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'reset_password').where('entity_id', '=', String(user.id)).execute();
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0])).not.toContain(NEW_PASSWORD);
    });

    test('by phone number, typed in any of the pattern’s forms; the SMS is in the user’s language', async () => {
      const user = await freshUser({ language: 'ar' });
      const local = user.phone.slice(5); // "71 000 0nn"
      const forms = [local, local.replace(/ /g, ''), `00216${local.replace(/ /g, '')}`, user.phone, `216-${local.replace(/ /g, '-')}`];
      for (const typed of forms.slice(0, OTP.maxSendsPerHour)) await requestCode({ phone: typed });
      // The other forms name the same account: its limit of codes per hour applies.
      for (const typed of forms.slice(OTP.maxSendsPerHour)) expect((await post(ACCOUNT_API_PATHS.resetPassword, { phone: typed })).statusCode).toBe(429);
      const messages = await outboxMessages(t.db, user.phone);
      expect(messages).toHaveLength(OTP.maxSendsPerHour);
      expect(messages[0]).toMatch(/^eVax: رمز التحقق الخاص بك هو \d{6}/);
      const bad = await post(ACCOUNT_API_PATHS.resetPassword, { phone: '12 34' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.phone[0]).toEqual({ code: 'invalid', key: ACCOUNT_FIELD_KEYS.phone });
      t.clock.advance(3600);
    });

    test('an unknown, inactive or phoneless account gets the same answers, and no SMS', async () => {
      const inactive = await freshUser({ isActive: false });
      const phoneless = await freshUser({ phone: null });
      const outboxBefore = await t.db
        .selectFrom('sms_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      for (const body of [{ username: 'no-such-user' }, { username: inactive.username }, { username: phoneless.username }, { phone: '+216 79 999 999' }]) {
        const answer = await requestCode(body);
        expect(answer).toEqual({ requestId: expect.any(String), expiresIn: 600, codeLength: 6 });
        const status = await verifyUser(answer.requestId);
        expect(status.statusCode).toBe(200);
        expect(status.json()).toEqual({ requestId: answer.requestId, expiresIn: 600, attemptsLeft: 5 });
        const guess = await verifyOtp(answer.requestId, '123456');
        expect(guess.statusCode).toBe(400);
        expect(guess.json()).toMatchObject(OTP_FAILED);
      }
      const outboxAfter = await t.db
        .selectFrom('sms_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(outboxAfter.n)).toBe(Number(outboxBefore.n));
    });

    test('a wrong code: "Authentication failed" with the tries left; after 5, even the right code is refused (429, 108)', async () => {
      const user = await freshUser();
      const { requestId } = await requestCode({ username: user.username });
      const code = await lastOutboxCode(t.db, user.phone);
      for (let left = OTP.maxVerifyAttempts - 1; left >= 0; left--) {
        const response = await verifyOtp(requestId, wrongCode(code));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          ...OTP_FAILED,
          fields: { code: [{ code: 'invalid', key: ACCOUNT_ERROR_KEYS.OTP_INVALID, params: { attemptsLeft: left } }] },
        });
      }
      const right = await verifyOtp(requestId, code);
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ detail: 'Max Attempts', errorCode: ERROR_CODES.MAX_ATTEMPTS, key: ERROR_KEYS.MAX_ATTEMPTS });
      expect((await verifyUser(requestId)).json()).toEqual(OTP_EXPIRED);
    });

    test('a code expires after 10 minutes', async () => {
      const user = await freshUser();
      const { requestId } = await requestCode({ username: user.username });
      const code = await lastOutboxCode(t.db, user.phone);
      t.clock.advance(OTP.ttlSeconds - 1);
      expect((await verifyUser(requestId)).json()).toMatchObject({ expiresIn: 1 });
      t.clock.advance(1);
      const late = await verifyOtp(requestId, code);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toEqual(OTP_EXPIRED);
      expect((await verifyUser(requestId)).statusCode).toBe(400);
    });

    test('a code works once; a newer code replaces the older one', async () => {
      const user = await freshUser();
      const first = await requestCode({ username: user.username });
      const firstCode = await lastOutboxCode(t.db, user.phone);
      const second = await requestCode({ username: user.username });
      const secondCode = await lastOutboxCode(t.db, user.phone);
      expect((await verifyOtp(first.requestId, firstCode)).json()).toEqual(OTP_EXPIRED);
      expect((await verifyOtp(second.requestId, secondCode)).statusCode).toBe(200);
      const again = await verifyOtp(second.requestId, secondCode);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(OTP_EXPIRED);
      t.clock.advance(3600);
    });

    test('3 codes per hour per account (and per unknown name); the 4th is refused with the time to wait', async () => {
      const user = await freshUser();
      for (const body of [{ username: user.username }, { username: 'ghost-user' }]) {
        for (let i = 0; i < OTP.maxSendsPerHour; i++) {
          await requestCode(body);
          t.clock.advance(60);
        }
        const refused = await post(ACCOUNT_API_PATHS.resetPassword, body);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ detail: 'Max Attempts', errorCode: ERROR_CODES.MAX_ATTEMPTS, key: ERROR_KEYS.MAX_ATTEMPTS, retryAfter: 3600 - 180 });
        t.clock.advance(3600 - 180);
        await requestCode(body);
      }
      // A new hour: asking by phone counts for the same account as asking by name.
      t.clock.advance(3600);
      await requestCode({ username: user.username });
      await requestCode({ phone: user.phone });
      await requestCode({ phone: user.phone });
      expect((await post(ACCOUNT_API_PATHS.resetPassword, { phone: user.phone })).statusCode).toBe(429);
      expect(await outboxMessages(t.db, user.phone)).toHaveLength(OTP.maxSendsPerHour * 2 + 1);
      t.clock.advance(3600);
    });

    test('the reset token: 106 when unknown, used, expired or another user’s; a weak or unchanged password keeps it', async () => {
      const user = await freshUser();
      expect((await change({ token: 'not-a-token', newPassword: NEW_PASSWORD })).json()).toEqual(RESET_FAILED);

      const token = await resetToken(user.username, user.phone);
      const weak = await change({ token, newPassword: 'weakpass' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fields).toEqual({ newPassword: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.weakPassword }] });
      const same = await change({ token, newPassword: DEMO_PASSWORD });
      expect(same.json().fields).toEqual({ newPassword: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.sameAsCurrentPassword }] });
      const tooLong = await change({ token, newPassword: `Aa1-${'x'.repeat(47)}` });
      expect(tooLong.json().fields.newPassword[0]).toMatchObject({ code: 'too_long', params: { limit: 50 } });
      const otherUser = await change({ token, newPassword: NEW_PASSWORD, userId: user.id + 1000 });
      expect(otherUser.statusCode).toBe(400);
      expect(otherUser.json()).toEqual(RESET_FAILED);

      expect((await change({ token, newPassword: NEW_PASSWORD, userId: user.id })).statusCode).toBe(200);
      const reused = await change({ token, newPassword: 'Another-Pass-8' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual(RESET_FAILED);

      const late = await resetToken(user.username, user.phone);
      t.clock.advance(900);
      expect((await change({ token: late, newPassword: 'Another-Pass-8' })).json()).toEqual(RESET_FAILED);
      t.clock.advance(3600);
    });

    test('a reset ends a lock-out: the user proved who they are by SMS', async () => {
      const user = await freshUser();
      for (let i = 0; i < 5; i++) await login(user.username, 'Wrong-Password-1');
      expect((await login(user.username, DEMO_PASSWORD)).statusCode).toBe(429);
      const token = await resetToken(user.username, user.phone);
      expect((await change({ token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await login(user.username, NEW_PASSWORD)).statusCode).toBe(200);
    });

    test('bad input is a 400 with field errors', async () => {
      expect((await post(ACCOUNT_API_PATHS.resetPassword, {})).json().fields).toEqual({
        username: [{ code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' }],
      });
      expect((await post(ACCOUNT_API_PATHS.resetPassword, { email: 'a@b.c' })).json().fields.email[0].code).toBe('unknown_field');
      expect((await verifyOtp('not-a-uuid', '123456')).json().fields.requestId[0].code).toBe('invalid');
      expect((await verifyOtp('8f0e2b0c-1111-4222-8333-944455556666', '12345')).json().fields.code[0].code).toBe('invalid');
      expect((await verifyUser('8f0e2b0c-1111-4222-8333-944455556666')).json()).toEqual(OTP_EXPIRED);
    });
  });

  describe('first login: the new-password screen, signed in', () => {
    test('a user with the firstLogin flag holds no permission until the password is changed', async () => {
      const user = await freshUser({ firstLogin: true, roleCode: 'ADMIN' });
      const session = await signIn(t.app, user.username);
      expect(session.profile.user.firstLogin).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.access) })).statusCode).toBe(200);
      const users = await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(session.access) });
      expect(users.statusCode).toBe(403);
      expect(users.json()).toEqual({ detail: 'You must choose a new password first', key: ACCOUNT_ERROR_KEYS.PASSWORD_CHANGE_REQUIRED });

      const headers = bearer(session.access);
      expect((await change({ newPassword: NEW_PASSWORD }, headers)).json().fields).toEqual({
        userId: [{ code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' }],
      });
      expect((await change({ userId: user.id + 1, newPassword: NEW_PASSWORD }, headers)).statusCode).toBe(403);
      expect((await change({ userId: user.id, newPassword: 'short' }, headers)).json().fields.newPassword[0].key).toBe(ACCOUNT_FIELD_KEYS.weakPassword);
      expect((await change({ userId: user.id, newPassword: DEMO_PASSWORD }, headers)).json().fields.newPassword[0].key).toBe(
        ACCOUNT_FIELD_KEYS.sameAsCurrentPassword,
      );
      const wrongCurrent = await change({ userId: user.id, newPassword: NEW_PASSWORD, currentPassword: 'Not-The-One-1' }, headers);
      expect(wrongCurrent.statusCode).toBe(400);
      expect(wrongCurrent.json()).toMatchObject({
        detail: 'The current password is incorrect',
        errorCode: ERROR_CODES.WRONG_PASSWORD,
        key: ERROR_KEYS.WRONG_PASSWORD,
      });

      const changed = await change({ userId: user.id, newPassword: NEW_PASSWORD, currentPassword: DEMO_PASSWORD }, headers);
      expect(changed.statusCode).toBe(200);
      const fresh = changed.json<LoginResponse>();
      expect(fresh.profile.user.firstLogin).toBe(false);
      expect(fresh.permissions.length).toBeGreaterThan(0);
      expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(fresh.access) })).statusCode).toBe(200);
      // The token of the first session is over.
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers })).json()).toMatchObject({ detail: TOKEN_INVALID_DETAIL });
      const row = await t.db.selectFrom('app_user').select(['first_login', 'session_version']).where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ first_login: false, session_version: 1 });
      expect(
        await t.db.selectFrom('audit_log').select('user_id').where('action', '=', 'change_password').where('entity_id', '=', String(user.id)).execute(),
      ).toEqual([{ user_id: user.id }]);
    });

    test('past the first login, the signed-in change needs the current password', async () => {
      const user = await freshUser({ firstLogin: false, roleCode: 'ADMIN' });
      const headers = bearer((await signIn(t.app, user.username)).access);
      const without = await change({ userId: user.id, newPassword: NEW_PASSWORD }, headers);
      expect(without.statusCode).toBe(400);
      expect(without.json().fields).toEqual({ currentPassword: [{ code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' }] });
      expect((await change({ userId: user.id, newPassword: NEW_PASSWORD, currentPassword: DEMO_PASSWORD }, headers)).statusCode).toBe(200);
    });

    test('without a session or a reset token: 401; with a bad session: 401', async () => {
      const none = await change({ userId: 1, newPassword: NEW_PASSWORD });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ detail: TOKEN_INVALID_DETAIL, key: HTTP_ERROR_KEYS.UNAUTHORIZED });
      expect((await change({ userId: 1, newPassword: NEW_PASSWORD }, bearer('nonsense'))).statusCode).toBe(401);
    });
  });

  describe('GET /api/v1/authentication/check-token/{token}', () => {
    // The holder asks: the same token in the Authorization header (check-token.test.ts: anyone else gets 401).
    const check = async (token: string) => {
      const response = await t.app.inject({ method: 'GET', url: apiPathOf(ACCOUNT_API_PATHS.checkToken, { token }), headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      return response.json<CheckTokenResponse>();
    };

    test('an access token: valid, then invalid once logged out; expired; forged', async () => {
      const session = await signIn(t.app, 'agent');
      expect(await check(session.access)).toEqual({ valid: true, status: 'valid', kind: 'access', expiresAt: expect.any(String) });
      await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(session.access) });
      expect(await check(session.access)).toEqual({ valid: false, status: 'invalid', kind: 'access', expiresAt: null });
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({ sid: null })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('evax-api')
        .setSubject(String(session.profile.user.pk))
        .setJti(crypto.randomUUID())
        .setIssuedAt(now - 100)
        .setExpirationTime(now - 10)
        .sign(new TextEncoder().encode(SECRET));
      expect(await check(expired)).toEqual({ valid: false, status: 'expired', kind: 'access', expiresAt: null });
      expect(await check(`${session.access.slice(0, -3)}abc`)).toEqual({ valid: false, status: 'invalid', kind: null, expiresAt: null });
    });

    test('a reset token: valid, expired, used; anything else: invalid', async () => {
      const user = await freshUser();
      const token = await resetToken(user.username, user.phone);
      expect(await check(token)).toEqual({ valid: true, status: 'valid', kind: 'reset', expiresAt: expect.any(String) });
      t.clock.advance(900);
      expect(await check(token)).toEqual({ valid: false, status: 'expired', kind: 'reset', expiresAt: expect.any(String) });
      t.clock.advance(3600);
      const other = await resetToken(user.username, user.phone);
      expect((await change({ token: other, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
      expect(await check(other)).toEqual({ valid: false, status: 'invalid', kind: null, expiresAt: null });
      expect(await check('garbage')).toEqual({ valid: false, status: 'invalid', kind: null, expiresAt: null });
      t.clock.advance(3600);
    });
  });
});
