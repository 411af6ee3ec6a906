import { SignJWT, decodeJwt } from 'jose';
import {
  ALL_PERMISSIONS,
  ERROR_CODES,
  ERROR_KEYS,
  HTTP_ERROR_KEYS,
  PERMISSIONS,
  TOKEN_INVALID_DETAIL,
  type LoginResponse,
  type MeResponse,
} from '@evax/shared/contract';
import { createSuperuser } from '../../src/modules/admin/superuser.js';
import { BACKENDS } from '../support/databases.js';
import { DEMO_PASSWORD, bearer, signIn, startTestApp, type TestApp } from '../support/app.js';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const TTL = 3600;

describe.each(BACKENDS)('auth on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { config: { jwtSecret: SECRET, tokenTtlSeconds: TTL } });
  });
  afterAll(() => t.close());

  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
  const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
  const lastLogin = async (username: string) =>
    (await t.db.selectFrom('app_user').select('last_login_at').where('username', '=', username).executeTakeFirstOrThrow()).last_login_at;

  describe('POST /api/auth/login', () => {
    test('an agent gets its profile, a token and the permissions of its default structure', async () => {
      const response = await post({ username: 'agent', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      const body = response.json<LoginResponse>();
      expect(body.expiresIn).toBe(TTL);
      expect(body.profile.phone).toMatch(/^\+216 \d{2} \d{3} \d{3}$/);
      expect(body.profile.user).toMatchObject({
        username: 'agent',
        firstNameFr: 'Amel',
        lastNameAr: 'الطرابلسي',
        isSuperuser: false,
        isDssb: false,
        firstLogin: false,
        preferredLanguage: 'fr',
      });
      expect(body.profile.user.structuresDetails).toEqual([
        {
          structure: { id: expect.any(Number), type: 'CSB', nameFr: 'Centre de santé de base Carthage', nameAr: 'مركز الصحة الأساسية بقرطاج' },
          isDefault: true,
          groupDetails: ['الدائرة الصحية بقرطاج', 'Circonscription sanitaire de Carthage'],
          permissions: body.permissions,
        },
      ]);
      expect(body.permissions).toContain(PERMISSIONS.citizen.viewChildrenList);
      expect(body.permissions).toContain(PERMISSIONS.vaccination.viewRoutine);
      expect(body.permissions).not.toContain(PERMISSIONS.dci.viewList);
      expect(body.permissions).not.toContain(PERMISSIONS.admin.viewUsers);

      const claims = decodeJwt(body.access);
      expect(claims.sub).toBe(String(body.profile.user.pk));
      expect(claims.sid).toBe(body.profile.user.structuresDetails[0]!.structure.id);
      expect(claims.exp! - claims.iat!).toBe(TTL);
      expect(await lastLogin('agent')).toBeInstanceOf(Date);
    });

    test('agent2 works in two centres; the token and the permissions are the default one’s', async () => {
      const body = await signIn(t.app, 'agent2');
      const details = body.profile.user.structuresDetails;
      expect(details).toHaveLength(2);
      expect(details.filter((d) => d.isDefault)).toHaveLength(1);
      expect(details[0]!.isDefault).toBe(true);
      expect(details[0]!.structure.nameFr).toBe('Centre de santé de base Médina');
      expect(decodeJwt(body.access).sid).toBe(details[0]!.structure.id);
      expect(body.profile.user.preferredLanguage).toBe('ar');
    });

    test('superuser and DSSB hold every permission', async () => {
      for (const username of ['superadmin', 'dssb']) {
        const body = await signIn(t.app, username);
        expect(body.permissions).toEqual([...ALL_PERMISSIONS]);
      }
      expect((await signIn(t.app, 'superadmin')).profile.user.isSuperuser).toBe(true);
      expect((await signIn(t.app, 'dssb')).profile.user.isDssb).toBe(true);
    });

    test('the user name is case-insensitive and trimmed; the password is not', async () => {
      expect((await post({ username: ' AGENT ', password: DEMO_PASSWORD })).statusCode).toBe(200);
      expect((await post({ username: 'agent', password: DEMO_PASSWORD.toLowerCase() })).statusCode).toBe(400);
    });

    test('an unknown user and a wrong password get the same answer: 400, code 102', async () => {
      const unknown = await post({ username: 'nobody', password: DEMO_PASSWORD });
      const wrong = await post({ username: 'agent', password: 'Wrong-Password-1' });
      const expected = { detail: 'The username or password is incorrect', errorCode: ERROR_CODES.BAD_CREDENTIALS, key: ERROR_KEYS.BAD_CREDENTIALS };
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(expected);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual(expected);
    });

    test('an inactive account is told so (105) only with the right password', async () => {
      const inactive = await t.db.selectFrom('app_user').select('username').where('is_active', '=', false).orderBy('id').executeTakeFirstOrThrow();
      const right = await post({ username: inactive.username, password: DEMO_PASSWORD });
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({ errorCode: ERROR_CODES.USER_INACTIVE, key: ERROR_KEYS.USER_INACTIVE });
      const wrong = await post({ username: inactive.username, password: 'Wrong-Password-1' });
      expect(wrong.json().errorCode).toBe(ERROR_CODES.BAD_CREDENTIALS);
    });

    test('bad input is a 400 with field errors, and nothing is written', async () => {
      const before = await lastLogin('admin');
      const extra = await post({ username: 'admin', password: DEMO_PASSWORD, remember: true });
      expect(extra.statusCode).toBe(400);
      expect(extra.json()).toEqual({
        detail: 'Invalid input',
        key: HTTP_ERROR_KEYS.VALIDATION,
        fields: { remember: [{ code: 'unknown_field', key: 'ERROR.CODE.VALIDATION.UNKNOWN_FIELD' }] },
      });
      const missing = await post({ username: '' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({
        username: [{ code: 'blank', key: 'ERROR.CODE.VALIDATION.BLANK', params: { limit: 1 } }],
        password: [{ code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' }],
      });
      const tooLong = await post({ username: 'a'.repeat(151), password: 'x' });
      expect(tooLong.json().fields.username[0]).toMatchObject({ code: 'too_long', params: { limit: 150 } });
      expect(await lastLogin('admin')).toEqual(before);
    });

    test('a body that is not JSON is a 400 envelope', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
      expect(response.statusCode).toBe(400);
      expect(response.json().key).toBe(HTTP_ERROR_KEYS.VALIDATION);
    });
  });

  describe('GET /api/v1/me and the token', () => {
    test('answers the profile of the token’s user', async () => {
      const response = await me(bearer((await signIn(t.app, 'agent2')).access));
      expect(response.statusCode).toBe(200);
      const body = response.json<MeResponse>();
      expect(body.user.username).toBe('agent2');
      expect(body.user.structuresDetails).toHaveLength(2);
      expect(body.phone).toMatch(/^\+216/);
    });

    test('no token, a tampered, a foreign or an expired token: 401 with the detail the client recognises', async () => {
      const token = (await signIn(t.app, 'agent')).access;
      const [header, payload, signature] = token.split('.') as [string, string, string];
      const claims = decodeJwt(token);
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
      const sign = (secret: string, exp: number) =>
        new SignJWT({ sid: claims.sid })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('evax-api')
          .setSubject(claims.sub!)
          .setJti(crypto.randomUUID())
          .setIssuedAt(exp - TTL)
          .setExpirationTime(exp)
          .sign(new TextEncoder().encode(secret));
      const now = Math.floor(Date.now() / 1000);

      const cases: [Record<string, string>, string, number | undefined][] = [
        [{}, HTTP_ERROR_KEYS.UNAUTHORIZED, undefined],
        [{ authorization: token }, HTTP_ERROR_KEYS.UNAUTHORIZED, undefined],
        [bearer(`${header}.${forged}.${signature}`), ERROR_KEYS.INVALID_TOKEN, ERROR_CODES.INVALID_TOKEN],
        [bearer(`${header}.${payload}.${signature.slice(0, -2)}xx`), ERROR_KEYS.INVALID_TOKEN, ERROR_CODES.INVALID_TOKEN],
        [bearer('not-a-token'), ERROR_KEYS.INVALID_TOKEN, ERROR_CODES.INVALID_TOKEN],
        [bearer(await sign('another-secret-of-at-least-thirty-two-chars', now + 60)), ERROR_KEYS.INVALID_TOKEN, ERROR_CODES.INVALID_TOKEN],
        [bearer(await sign(SECRET, now - 10)), HTTP_ERROR_KEYS.TOKEN_EXPIRED, ERROR_CODES.INVALID_TOKEN],
      ];
      for (const [headers, key, errorCode] of cases) {
        const response = await me(headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(errorCode === undefined ? { detail: TOKEN_INVALID_DETAIL, key } : { detail: TOKEN_INVALID_DETAIL, key, errorCode });
      }
      // The same secret and a future expiry are accepted: the cases above fail for the reason tested.
      expect((await me(bearer(await sign(SECRET, now + 60)))).statusCode).toBe(200);
    });

    test('after logout (204) the token no longer works', async () => {
      const token = (await signIn(t.app, 'agent')).access;
      const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(logout.statusCode).toBe(204);
      expect(logout.body).toBe('');
      const after = await me(bearer(token));
      expect(after.statusCode).toBe(401);
      expect(after.json().detail).toBe(TOKEN_INVALID_DETAIL);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    });

    test('a user deactivated after signing in is refused at once (401, 105)', async () => {
      const token = (await signIn(t.app, 'admin')).access;
      await t.db.updateTable('app_user').set({ is_active: false }).where('username', '=', 'admin').execute();
      try {
        const response = await me(bearer(token));
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ detail: TOKEN_INVALID_DETAIL, errorCode: ERROR_CODES.USER_INACTIVE, key: ERROR_KEYS.USER_INACTIVE });
      } finally {
        await t.db.updateTable('app_user').set({ is_active: true }).where('username', '=', 'admin').execute();
      }
    });
  });

  describe('a database without demo data', () => {
    let bare: TestApp;
    beforeAll(async () => {
      bare = await startTestApp(backend, { demo: false });
    });
    afterAll(() => bare.close());

    test('without EVAX_JWT_SECRET a secret is generated once and kept in the database', async () => {
      const setting = await bare.db.selectFrom('app_setting').select('value').where('key', '=', 'jwt_secret').executeTakeFirstOrThrow();
      expect(setting.value.length).toBeGreaterThanOrEqual(64);
    });

    test('gets its first superuser from createSuperuser, who must change the password at first sign-in', async () => {
      const names = { firstNameFr: 'Admin', lastNameFr: 'National', firstNameAr: 'مشرف', lastNameAr: 'وطني' };
      expect((await bare.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'agent', password: DEMO_PASSWORD } })).statusCode).toBe(400);
      await expect(createSuperuser(bare.db, { ...names, username: 'root', password: 'weak' })).rejects.toThrow(/at least 8 characters/);
      await createSuperuser(bare.db, { ...names, username: 'root', password: 'Strong-Pass-2026' });
      const body = await signIn(bare.app, 'root', 'Strong-Pass-2026');
      expect(body.profile.user).toMatchObject({ isSuperuser: true, firstLogin: true });
      expect(body.profile.user.structuresDetails[0]!.structure.type).toBe('NATIONAL');
      expect(body.permissions).toEqual([...ALL_PERMISSIONS]);
    });
  });
});
