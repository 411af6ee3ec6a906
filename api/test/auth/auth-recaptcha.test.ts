import { ACCOUNT_API_PATHS, ACCOUNT_ERROR_KEYS, ACCOUNT_FIELD_KEYS, type AuthConfigResponse } from '@evax/shared/contract';
import { loadAuthSettings } from '../../src/modules/auth/settings.js';
import { BACKENDS } from '../support/databases.js';
import { DEMO_PASSWORD } from '../support/app.js';
import { startAccountApp, startFakeHttpServer, type AccountTestApp, type FakeHttpServer } from '../support/account.js';

describe('sign-in settings', () => {
  test('nothing configured: no bot check, no professional-body login', () => {
    expect(loadAuthSettings({})).toEqual({ recaptcha: null, oidc: null });
  });

  test('the bot check needs its secret and its site key; the verify URL is Google’s unless told', () => {
    expect(() => loadAuthSettings({ EVAX_RECAPTCHA_SECRET: 's' })).toThrow(/EVAX_RECAPTCHA_SITE_KEY/);
    expect(loadAuthSettings({ EVAX_RECAPTCHA_SECRET: 's', EVAX_RECAPTCHA_SITE_KEY: 'k' }).recaptcha).toEqual({
      secret: 's',
      siteKey: 'k',
      scriptUrl: 'https://www.google.com/recaptcha/api.js',
      verifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      timeoutMs: 5000,
    });
    expect(
      loadAuthSettings({ EVAX_RECAPTCHA_SECRET: 's', EVAX_RECAPTCHA_SITE_KEY: 'k', EVAX_RECAPTCHA_SCRIPT_URL: 'https://www.recaptcha.net/recaptcha/api.js' })
        .recaptcha?.scriptUrl,
    ).toBe('https://www.recaptcha.net/recaptcha/api.js');
    expect(() => loadAuthSettings({ EVAX_RECAPTCHA_SECRET: 's', EVAX_RECAPTCHA_SITE_KEY: 'k', EVAX_RECAPTCHA_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      /EVAX_RECAPTCHA_SCRIPT_URL/,
    );
    expect(() => loadAuthSettings({ EVAX_RECAPTCHA_SECRET: 's', EVAX_RECAPTCHA_SITE_KEY: 'k', EVAX_RECAPTCHA_VERIFY_URL: 'ftp://x' })).toThrow(
      /EVAX_RECAPTCHA_VERIFY_URL/,
    );
  });

  test('the professional-body login needs both the issuer and the client id; the audience defaults to the client id', () => {
    expect(() => loadAuthSettings({ EVAX_OIDC_ISSUER: 'https://id.example' })).toThrow(/go together/);
    expect(() => loadAuthSettings({ EVAX_OIDC_CLIENT_ID: 'evax' })).toThrow(/go together/);
    expect(loadAuthSettings({ EVAX_OIDC_ISSUER: 'https://id.example', EVAX_OIDC_CLIENT_ID: 'evax' }).oidc).toEqual({
      issuer: 'https://id.example',
      clientId: 'evax',
      audiences: ['evax'],
      jwksUri: null,
      scope: 'openid profile evax.api.read',
      timeoutMs: 5000,
    });
    expect(loadAuthSettings({ EVAX_OIDC_ISSUER: 'https://id.example', EVAX_OIDC_CLIENT_ID: 'evax', EVAX_OIDC_AUDIENCE: 'evax-api' }).oidc?.audiences).toEqual([
      'evax-api',
      'evax',
    ]);
  });
});

describe.each(BACKENDS)('the bot check on %s', (backend) => {
  describe('not configured', () => {
    let t: AccountTestApp;
    beforeAll(async () => {
      t = await startAccountApp(backend);
    });
    afterAll(() => t.close());

    test('login works without a token (and ignores one); GET /api/auth/config says it is off', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'agent', password: DEMO_PASSWORD } })).statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'agent', password: DEMO_PASSWORD, recaptcha: 'x' } })).statusCode,
      ).toBe(200);
      const config = await t.app.inject({ method: 'GET', url: ACCOUNT_API_PATHS.authConfig });
      expect(config.statusCode).toBe(200);
      expect(config.json<AuthConfigResponse>()).toEqual({
        recaptcha: { enabled: false, siteKey: null, scriptUrl: null },
        oidc: { enabled: false, authority: null, clientId: null, scope: null, redirectPath: '/signin-oidc' },
      });
    });
  });

  describe('configured (a fake verifier on 127.0.0.1)', () => {
    const VERIFIER_TIMEOUT_MS = 1_500;
    let t: AccountTestApp;
    let verifier: FakeHttpServer;
    beforeAll(async () => {
      verifier = await startFakeHttpServer();
      const auth = loadAuthSettings({
        EVAX_RECAPTCHA_SECRET: 'server-secret',
        EVAX_RECAPTCHA_SITE_KEY: 'public-site-key',
        EVAX_RECAPTCHA_VERIFY_URL: `${verifier.url}/recaptcha/api/siteverify`,
        // Long enough for a loaded machine's loopback answer; the late answer below comes well after it.
        EVAX_RECAPTCHA_TIMEOUT_MS: String(VERIFIER_TIMEOUT_MS),
      });
      t = await startAccountApp(backend, { config: { auth } });
    });
    afterAll(async () => {
      await t.close();
      await verifier.close();
    });
    beforeEach(() => {
      verifier.received.length = 0;
      // Google's answer: success for the one good token.
      verifier.respond((request) => ({
        status: 200,
        body: { success: new URLSearchParams(request.body).get('response') === 'good-token', hostname: 'localhost' },
      }));
    });

    const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: '10.1.2.3' });

    test('GET /api/auth/config gives the site key, never the secret', async () => {
      const config = await t.app.inject({ method: 'GET', url: ACCOUNT_API_PATHS.authConfig });
      expect(config.json<AuthConfigResponse>().recaptcha).toEqual({
        enabled: true,
        siteKey: 'public-site-key',
        scriptUrl: 'https://www.google.com/recaptcha/api.js',
      });
      expect(config.body).not.toContain('server-secret');
    });

    test('a good token: the server verified it (secret, response, remote IP) and the user is in', async () => {
      const response = await login({ username: 'agent', password: DEMO_PASSWORD, recaptcha: 'good-token' });
      expect(response.statusCode).toBe(200);
      expect(verifier.received).toHaveLength(1);
      expect(verifier.received[0]!.method).toBe('POST');
      expect(verifier.received[0]!.url).toBe('/recaptcha/api/siteverify');
      expect(Object.fromEntries(new URLSearchParams(verifier.received[0]!.body))).toEqual({
        secret: 'server-secret',
        response: 'good-token',
        remoteip: '10.1.2.3',
      });
    });

    test('no token: 400 on the field; a refused token: 400; neither counts towards the lock-out', async () => {
      const missing = await login({ username: 'agent', password: DEMO_PASSWORD });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({ recaptcha: [{ code: 'required', key: ACCOUNT_FIELD_KEYS.captchaRequired }] });
      expect(verifier.received).toHaveLength(0);
      for (let i = 0; i < 6; i++) {
        const refused = await login({ username: 'agent', password: 'Wrong-1-Password', recaptcha: 'bot-token' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ detail: 'The bot check failed', key: ACCOUNT_ERROR_KEYS.CAPTCHA_FAILED });
      }
      expect((await login({ username: 'agent', password: DEMO_PASSWORD, recaptcha: 'good-token' })).statusCode).toBe(200);
    });

    test('a verifier that fails or does not answer in time: 504, and the user may try again', async () => {
      for (const answer of [
        { status: 500, body: { error: 'x' } },
        { status: 200, body: { success: true }, delayMs: VERIFIER_TIMEOUT_MS * 3 },
      ]) {
        verifier.respond(answer);
        const response = await login({ username: 'agent', password: DEMO_PASSWORD, recaptcha: 'good-token' });
        expect(response.statusCode).toBe(504);
        expect(response.json()).toEqual({ detail: 'The bot check could not be verified; try again', key: ACCOUNT_ERROR_KEYS.CAPTCHA_UNAVAILABLE });
      }
    });
  });
});
