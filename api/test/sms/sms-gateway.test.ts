import { ACCOUNT_API_PATHS, ACCOUNT_ERROR_KEYS, HTTP_ERROR_KEYS, type Paged, type SmsOutboxRow } from '@evax/shared/contract';
import { fillPlaceholders } from '../../src/modules/sms/http-gateway.js';
import { DEFAULT_SMS_BODY, DEFAULT_SMS_HEADERS, loadSmsSettings } from '../../src/modules/sms/settings.js';
import { BACKENDS } from '../support/databases.js';
import { bearer } from '../support/app.js';
import { createUser, lastOutboxCode, signIn, startAccountApp, startFakeHttpServer, type AccountTestApp, type FakeHttpServer } from '../support/account.js';

describe('SMS settings', () => {
  test('the outbox by default; http needs the provider’s URL; headers and body are JSON', () => {
    expect(loadSmsSettings({})).toEqual({ kind: 'outbox', devOutbox: false });
    expect(() => loadSmsSettings({ EVAX_SMS_GATEWAY: 'pigeon' })).toThrow(/EVAX_SMS_GATEWAY/);
    expect(() => loadSmsSettings({ EVAX_SMS_GATEWAY: 'http' })).toThrow(/EVAX_SMS_HTTP_URL/);
    expect(() => loadSmsSettings({ EVAX_SMS_GATEWAY: 'http', EVAX_SMS_HTTP_URL: 'https://sms.example/send', EVAX_SMS_HTTP_HEADERS: '{nope' })).toThrow(
      /EVAX_SMS_HTTP_HEADERS/,
    );
    expect(() => loadSmsSettings({ EVAX_SMS_GATEWAY: 'http', EVAX_SMS_HTTP_URL: 'https://sms.example/send', EVAX_SMS_HTTP_HEADERS: '{"a":1}' })).toThrow(
      /object of strings/,
    );
    expect(loadSmsSettings({ EVAX_SMS_GATEWAY: 'HTTP', EVAX_SMS_HTTP_URL: 'https://sms.example/send', EVAX_SMS_HTTP_TOKEN: 't0k' })).toEqual({
      kind: 'http',
      url: 'https://sms.example/send',
      token: 't0k',
      headers: DEFAULT_SMS_HEADERS,
      body: DEFAULT_SMS_BODY,
      sender: null,
      timeoutMs: 5000,
    });
  });

  test('the development outbox: off unless EVAX_SMS_DEV_OUTBOX says so, with the outbox gateway, on the local machine only', () => {
    expect(loadSmsSettings({ EVAX_SMS_DEV_OUTBOX: '0' })).toEqual({ kind: 'outbox', devOutbox: false });
    expect(loadSmsSettings({ EVAX_SMS_DEV_OUTBOX: '1' })).toEqual({ kind: 'outbox', devOutbox: true });
    expect(loadSmsSettings({ EVAX_SMS_DEV_OUTBOX: 'true', HOST: 'localhost' })).toEqual({ kind: 'outbox', devOutbox: true });
    expect(() => loadSmsSettings({ EVAX_SMS_DEV_OUTBOX: 'maybe' })).toThrow(/EVAX_SMS_DEV_OUTBOX must be 1 or 0/);
    expect(() => loadSmsSettings({ EVAX_SMS_DEV_OUTBOX: '1', HOST: '0.0.0.0' })).toThrow(/HOST must be the local machine/);
    expect(() => loadSmsSettings({ EVAX_SMS_DEV_OUTBOX: '1', EVAX_SMS_GATEWAY: 'http', EVAX_SMS_HTTP_URL: 'https://sms.example/send' })).toThrow(
      /outbox gateway only/,
    );
  });

  test('{placeholders} are filled in every string of the JSON, unknown ones left alone', () => {
    expect(fillPlaceholders({ a: '{to}', b: ['x {token} y', 3, null], c: { d: '{other}' } }, { to: '+216', token: 'T' })).toEqual({
      a: '+216',
      b: ['x T y', 3, null],
      c: { d: '{other}' },
    });
  });
});

describe.each(BACKENDS)('SMS gateways on %s', (backend) => {
  describe('the outbox (default)', () => {
    let t: AccountTestApp;
    beforeAll(async () => {
      t = await startAccountApp(backend);
      await createUser(t.db, { username: 'outboxed', phone: '+216 71 500 001' });
      await createUser(t.db, { username: 'outboxed2', phone: '+216 71 500 002' });
    });
    afterAll(() => t.close());

    test('keeps the messages, which gateway administrators read (codes masked), newest first, filtered by number', async () => {
      for (const username of ['outboxed', 'outboxed2', 'outboxed']) {
        expect((await t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.resetPassword, payload: { username } })).statusCode).toBe(200);
      }
      const admin = await signIn(t.app, 'superadmin');
      const all = await t.app.inject({ method: 'GET', url: ACCOUNT_API_PATHS.smsOutbox, headers: bearer(admin.access) });
      expect(all.statusCode).toBe(200);
      const page = all.json<Paged<SmsOutboxRow>>();
      expect(page.count).toBe(3);
      expect(page.results.map((r) => r.to)).toEqual(['+216 71 500 001', '+216 71 500 002', '+216 71 500 001']);
      expect(page.results[0]!.text).toMatch(/^eVax : votre code de vérification est \*{6}\./);
      expect(page.results[0]!.text).not.toContain(await lastOutboxCode(t.db, '+216 71 500 001'));
      const one = await t.app.inject({ method: 'GET', url: `${ACCOUNT_API_PATHS.smsOutbox}?to=71500002`, headers: bearer(admin.access) });
      expect(one.json<Paged<SmsOutboxRow>>().results.map((r) => r.to)).toEqual(['+216 71 500 002']);
      const oldestFirst = await t.app.inject({ method: 'GET', url: `${ACCOUNT_API_PATHS.smsOutbox}?ordering=id&page_size=1`, headers: bearer(admin.access) });
      expect(oldestFirst.json<Paged<SmsOutboxRow>>()).toMatchObject({
        count: 3,
        results: [{ to: '+216 71 500 001', id: Math.min(...page.results.map((r) => r.id)) }],
      });

      const agent = await signIn(t.app, 'agent');
      const denied = await t.app.inject({ method: 'GET', url: ACCOUNT_API_PATHS.smsOutbox, headers: bearer(agent.access) });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().key).toBe(HTTP_ERROR_KEYS.FORBIDDEN);
    });
  });

  describe('a provider’s HTTP API (a fake provider on 127.0.0.1)', () => {
    let t: AccountTestApp;
    let provider: FakeHttpServer;
    beforeAll(async () => {
      provider = await startFakeHttpServer();
      const sms = loadSmsSettings({
        EVAX_SMS_GATEWAY: 'http',
        EVAX_SMS_HTTP_URL: `${provider.url}/v1/send?key={token}`,
        EVAX_SMS_HTTP_TOKEN: 'provider-token-123',
        EVAX_SMS_HTTP_HEADERS: JSON.stringify({ Authorization: 'Bearer {token}', 'X-Account': 'evax-{token}' }),
        EVAX_SMS_HTTP_BODY: JSON.stringify({ messages: [{ destination: '{to}', content: '{text}', source: '{sender}' }], priority: 1 }),
        EVAX_SMS_SENDER: 'EVAX',
        // Long enough for a loaded CI machine to reach the local provider (300 ms lost messages there).
        EVAX_SMS_TIMEOUT_MS: '2000',
      });
      t = await startAccountApp(backend, { config: { sms } });
      await createUser(t.db, { username: 'texted', phone: '+216 71 600 001' });
    });
    afterAll(async () => {
      await t.close();
      await provider.close();
    });
    beforeEach(() => {
      provider.received.length = 0;
      provider.respond({ status: 200, body: { accepted: true } });
    });

    test('posts the JSON body with {token}, {to}, {text} and {sender} filled; the code it carries works; nothing in the outbox', async () => {
      const request = await t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.resetPassword, payload: { username: 'texted' } });
      expect(request.statusCode).toBe(200);
      expect(provider.received).toHaveLength(1);
      const [sent] = provider.received;
      expect(sent!.method).toBe('POST');
      expect(sent!.url).toBe('/v1/send?key=provider-token-123');
      expect(sent!.headers).toMatchObject({
        authorization: 'Bearer provider-token-123',
        'x-account': 'evax-provider-token-123',
        'content-type': 'application/json',
      });
      const body = JSON.parse(sent!.body);
      expect(body).toEqual({
        messages: [{ destination: '+216 71 600 001', content: expect.stringMatching(/^eVax : votre code de vérification est \d{6}\./), source: 'EVAX' }],
        priority: 1,
      });
      const code = /\d{6}/.exec(body.messages[0].content)![0];
      const verified = await t.app.inject({
        method: 'POST',
        url: ACCOUNT_API_PATHS.resetPasswordVerifyOtp,
        payload: { requestId: request.json().requestId, code },
      });
      expect(verified.statusCode).toBe(200);
      expect(await t.db.selectFrom('sms_outbox').selectAll().execute()).toEqual([]);
      t.clock.advance(3600);
    });

    test('a provider failure: the phone change says so (504); the password reset does not (it would tell that the account exists)', async () => {
      const session = await signIn(t.app, 'texted');
      for (const answer of [
        { status: 500, body: { error: 'down' } },
        { status: 200, delayMs: 3000 },
      ]) {
        provider.respond(answer);
        const change = await t.app.inject({
          method: 'POST',
          url: ACCOUNT_API_PATHS.changePhone,
          payload: { phone: '71 600 999' },
          headers: bearer(session.access),
        });
        expect(change.statusCode).toBe(504);
        expect(change.json()).toEqual({ detail: 'The SMS could not be sent; try again', key: ACCOUNT_ERROR_KEYS.SMS_UNAVAILABLE });
        const reset = await t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.resetPassword, payload: { username: 'texted' } });
        expect(reset.statusCode).toBe(200);
        t.clock.advance(3600);
      }
      expect(provider.received.length).toBe(4);
    });

    test('an unreachable provider is a 504 too', async () => {
      const closed = await startFakeHttpServer();
      const url = closed.url;
      await closed.close();
      const gone = await startAccountApp(backend, { demo: false, config: { sms: loadSmsSettings({ EVAX_SMS_GATEWAY: 'http', EVAX_SMS_HTTP_URL: url }) } });
      try {
        await createUser(gone.db, { username: 'lonely', phone: '+216 71 600 002' });
        const session = await signIn(gone.app, 'lonely');
        const change = await gone.app.inject({
          method: 'POST',
          url: ACCOUNT_API_PATHS.changePhone,
          payload: { phone: '71 600 998' },
          headers: bearer(session.access),
        });
        expect(change.statusCode).toBe(504);
      } finally {
        await gone.close();
      }
    });
  });
});
