import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';
import {
  ACCOUNT_API_PATHS,
  ACCOUNT_ERROR_KEYS,
  CNOM_TOKEN_TYPE,
  ERROR_CODES,
  ERROR_KEYS,
  TOKEN_INVALID_DETAIL,
  type AuthConfigResponse,
  type CnomTokenVerifyResponse,
  type LoginResponse,
} from '@evax/shared/contract';
import { loadAuthSettings } from '../../src/modules/auth/settings.js';
import { BACKENDS } from '../support/databases.js';
import { bearer } from '../support/app.js';
import { FakeClock, authHeader, signIn, startAccountApp, startFakeHttpServer, type AccountTestApp, type FakeHttpServer } from '../support/account.js';

const CLIENT_ID = 'evax-backoffice';
const API_AUDIENCE = 'evax-api';

/** A real OpenID provider's public side on 127.0.0.1: discovery document and JWKS; tokens signed with jose. */
interface Provider {
  server: FakeHttpServer;
  issuer: string;
  sign(claims: JWTPayload, options?: { key?: CryptoKey; kid?: string; issuer?: string; audience?: string; expiresIn?: number; alg?: string }): Promise<string>;
}

/** `now`: the API's clock, so that expiry is judged on the same time line. */
async function startProvider(now: () => Date = () => new Date()): Promise<Provider> {
  const server = await startFakeHttpServer();
  const issuer = `${server.url}/realms/cnom`;
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'cnom-key-1', alg: 'RS256', use: 'sig' };
  server.respond((request) => {
    if (request.url === '/realms/cnom/.well-known/openid-configuration')
      return { status: 200, body: { issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` } };
    if (request.url === '/realms/cnom/protocol/openid-connect/certs') return { status: 200, body: { keys: [jwk] } };
    return { status: 404, body: {} };
  });
  return {
    server,
    issuer,
    async sign(claims, { key = privateKey, kid = 'cnom-key-1', issuer: iss = issuer, audience = API_AUDIENCE, expiresIn = 300, alg = 'RS256' } = {}) {
      const seconds = Math.floor(now().getTime() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg, kid })
        .setIssuer(iss)
        .setAudience(audience)
        .setIssuedAt(seconds - 5)
        .setExpirationTime(seconds + expiresIn)
        .sign(key);
    },
  };
}

const DOCTOR = {
  sub: 'cnom-12345',
  given_name: 'Salma',
  family_name: 'Ben Youssef',
  email: 'salma.benyoussef@cnom.example',
  preferred_username: 'dr.salma',
  phone_number: '+216 98 765 432',
};

describe.each(BACKENDS)('professional-body login (OpenID Connect) on %s', (backend) => {
  let provider: Provider;
  let t: AccountTestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    provider = await startProvider(() => clock.now());
    const auth = loadAuthSettings({ EVAX_OIDC_ISSUER: provider.issuer, EVAX_OIDC_CLIENT_ID: CLIENT_ID, EVAX_OIDC_AUDIENCE: API_AUDIENCE });
    t = await startAccountApp(backend, { config: { auth }, clock });
  });
  afterAll(async () => {
    await t.close();
    await provider.server.close();
  });

  const verify = (token: string) => t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.cnomTokenVerify, payload: { token } });
  const create = (payload: object) => t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.createPrivateProfessional, payload });
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/me', headers });

  test('GET /api/auth/config gives the authority, the client id and the scopes', async () => {
    const config = (await t.app.inject({ method: 'GET', url: ACCOUNT_API_PATHS.authConfig })).json<AuthConfigResponse>();
    expect(config.oidc).toEqual({
      enabled: true,
      authority: provider.issuer,
      clientId: CLIENT_ID,
      scope: 'openid profile evax.api.read',
      redirectPath: '/signin-oidc',
    });
  });

  test('a good token (the API’s audience, or the client’s for an ID token): verified, not registered yet', async () => {
    for (const audience of [API_AUDIENCE, CLIENT_ID]) {
      const response = await verify(await provider.sign({ ...DOCTOR, sub: `unregistered-${audience}` }, { audience }));
      expect(response.statusCode).toBe(200);
      expect(response.json<CnomTokenVerifyResponse>()).toEqual({
        registered: false,
        identity: {
          issuer: provider.issuer,
          subject: `unregistered-${audience}`,
          email: DOCTOR.email,
          firstName: 'Salma',
          lastName: 'Ben Youssef',
          phone: DOCTOR.phone_number,
          username: 'dr.salma',
        },
        session: null,
      });
    }
  });

  test('a bad issuer, audience, signature, algorithm or expiry: 400, code 104', async () => {
    const stranger = await generateKeyPair('RS256');
    const cases: [string, Promise<string>][] = [
      ['issuer', provider.sign(DOCTOR, { issuer: 'https://evil.example/realms/cnom' })],
      ['audience', provider.sign(DOCTOR, { audience: 'another-app' })],
      ['signature (a key the provider does not publish, same key id)', provider.sign(DOCTOR, { key: stranger.privateKey })],
      ['expiry', provider.sign(DOCTOR, { expiresIn: -120 })],
      ['algorithm (a shared secret)', provider.sign(DOCTOR, { alg: 'HS256', key: new TextEncoder().encode('x'.repeat(32)) as unknown as CryptoKey })],
      ['shape', Promise.resolve('not.a.jwt')],
    ];
    for (const [what, token] of cases) {
      const response = await verify(await token);
      expect({ what, status: response.statusCode }).toEqual({ what, status: 400 });
      expect(response.json()).toMatchObject({ errorCode: ERROR_CODES.BAD_TOKEN, key: ERROR_KEYS.BAD_TOKEN });
    }
    expect((await verify(await provider.sign(DOCTOR, { expiresIn: -120 }))).json().detail).toBe('The professional-body token has expired');
    // A tolerance of 30 s for the clocks of the provider and the API.
    expect((await verify(await provider.sign({ ...DOCTOR, sub: 'late-by-10s' }, { expiresIn: -10 }))).statusCode).toBe(200);
  });

  test('createPrivateHealthcareProfessional creates the account from the token and opens a Cnom session; cnom-token-verify then signs in', async () => {
    const token = await provider.sign(DOCTOR);
    const created = await create({ token, firstNameAr: 'سلمى', lastNameAr: 'بن يوسف', cnomNumber: '12345' });
    expect(created.statusCode).toBe(201);
    const session = created.json<LoginResponse>();
    expect(session.tokenType).toBe(CNOM_TOKEN_TYPE);
    expect(session.profile.user).toMatchObject({
      username: 'dr.salma',
      email: DOCTOR.email,
      firstNameFr: 'Salma',
      lastNameAr: 'بن يوسف',
      userType: 'PRIVATE_HEALTHCARE_PROFESSIONAL',
      firstLogin: false,
      structuresDetails: [],
    });
    expect(session.profile.phone).toBe('+216 98 765 432');
    expect(session.permissions).toEqual([]);
    const row = await t.db
      .selectFrom('app_user')
      .select(['user_type', 'oidc_issuer', 'oidc_subject', 'cnom_number', 'is_active'])
      .where('username', '=', 'dr.salma')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      user_type: 'PRIVATE_HEALTHCARE_PROFESSIONAL',
      oidc_issuer: provider.issuer,
      oidc_subject: DOCTOR.sub,
      cnom_number: '12345',
      is_active: true,
    });
    expect(await t.db.selectFrom('audit_log').select('action').where('action', '=', 'create_private_professional').execute()).toHaveLength(1);

    const again = await create({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ errorCode: ERROR_CODES.ENTITY_ALREADY_EXISTS });

    const signedIn = await verify(await provider.sign(DOCTOR));
    expect(signedIn.statusCode).toBe(200);
    const body = signedIn.json<CnomTokenVerifyResponse>();
    expect(body.registered).toBe(true);
    expect(body.session).toMatchObject({ tokenType: CNOM_TOKEN_TYPE, profile: { user: { username: 'dr.salma' } } });
  });

  test('Cnom sessions: the token goes with the Cnom scheme only, and staff tokens never with it', async () => {
    const { session } = (await verify(await provider.sign(DOCTOR))).json<CnomTokenVerifyResponse>();
    expect((await me(authHeader(session!))).statusCode).toBe(200);
    expect((await me({ authorization: `cnom ${session!.access}` })).statusCode).toBe(200);
    const asBearer = await me(bearer(session!.access));
    expect(asBearer.statusCode).toBe(401);
    expect(asBearer.json()).toEqual({ detail: TOKEN_INVALID_DETAIL, errorCode: ERROR_CODES.INVALID_TOKEN, key: ERROR_KEYS.INVALID_TOKEN });
    const staff = await signIn(t.app, 'agent');
    expect((await me({ authorization: `${CNOM_TOKEN_TYPE} ${staff.access}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Basic ${staff.access}` })).statusCode).toBe(401);

    // Logout revokes a Cnom session too.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authHeader(session!) })).statusCode).toBe(204);
    expect((await me(authHeader(session!))).statusCode).toBe(401);
  });

  test('password and phone are not changed here by professional-body sessions (403)', async () => {
    const { session } = (await verify(await provider.sign(DOCTOR))).json<CnomTokenVerifyResponse>();
    const headers = authHeader(session!);
    const calls = [
      t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.changePhone, payload: { phone: '71 222 333' }, headers }),
      t.app.inject({
        method: 'PUT',
        url: ACCOUNT_API_PATHS.meUpdatePassword,
        payload: { currentPassword: 'x'.repeat(8), newPassword: 'New-Pass-77', confirmPassword: 'New-Pass-77' },
        headers,
      }),
      t.app.inject({
        method: 'POST',
        url: ACCOUNT_API_PATHS.resetPasswordChange,
        payload: { userId: session!.profile.user.pk, newPassword: 'New-Pass-77' },
        headers,
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().key).toBe(ACCOUNT_ERROR_KEYS.PROFESSIONAL_BODY_SESSION);
    }
    // Nor with a password through the login form.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'dr.salma', password: '!oidc' } })).json().errorCode).toBe(
      ERROR_CODES.BAD_CREDENTIALS,
    );
  });

  test('a deactivated professional is refused (105)', async () => {
    await create({
      token: await provider.sign({ ...DOCTOR, sub: 'to-deactivate', email: 'other@cnom.example', preferred_username: 'dr.other', phone_number: undefined }),
    });
    await t.db.updateTable('app_user').set({ is_active: false }).where('username', '=', 'dr.other').execute();
    const response = await verify(await provider.sign({ ...DOCTOR, sub: 'to-deactivate' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe(ERROR_CODES.USER_INACTIVE);
  });

  test('names missing from the token and the body: 400 on the fields', async () => {
    const response = await create({ token: await provider.sign({ sub: 'nameless' }) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['firstNameAr', 'firstNameFr', 'lastNameAr', 'lastNameFr']);
  });
});

describe.each(BACKENDS)('professional-body login off, or its provider down, on %s', (backend) => {
  // Each case starts its own app (a database migrated and seeded): one test each, so a loaded machine gives each its own time.
  test('not configured: 404', async () => {
    const off = await startAccountApp(backend, { demo: false });
    try {
      const response = await off.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.cnomTokenVerify, payload: { token: 'a.b.c' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().key).toBe(ACCOUNT_ERROR_KEYS.OIDC_DISABLED);
    } finally {
      await off.close();
    }
  });

  test('provider keys unreachable: 504', async () => {
    const provider = await startProvider();
    const token = await provider.sign(DOCTOR);
    await provider.server.close();
    const down = await startAccountApp(backend, {
      demo: false,
      config: { auth: loadAuthSettings({ EVAX_OIDC_ISSUER: provider.issuer, EVAX_OIDC_CLIENT_ID: CLIENT_ID, EVAX_OIDC_TIMEOUT_MS: '300' }) },
    });
    try {
      const response = await down.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.cnomTokenVerify, payload: { token } });
      expect(response.statusCode).toBe(504);
      expect(response.json().key).toBe(ACCOUNT_ERROR_KEYS.OIDC_UNAVAILABLE);
    } finally {
      await down.close();
    }
  });
});
