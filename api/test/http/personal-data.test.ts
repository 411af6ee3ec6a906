import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ACCOUNT_API_PATHS, REFERENCE_API_PATHS, type OtpRequestResponse } from '@evax/shared/contract';
import { buildApp } from '../../src/app.js';
import { DEMO_PASSWORD, bearer } from '../support/app.js';
import { DEFAULT_SMS_BODY, DEFAULT_SMS_HEADERS } from '../../src/modules/sms/settings.js';
import { HttpGateway } from '../../src/modules/sms/http-gateway.js';
import { createUser, startAccountApp, startFakeHttpServer, type AccountTestApp, type FakeHttpServer } from '../support/account.js';
import { BACKENDS } from '../support/databases.js';

const NEW_PASSWORD = 'Personal-Data-Pass-9';
const WRONG_PASSWORD = 'Not-The-Password-4';
const PROVIDER_TOKEN = 'sms-provider-access-token-77';

/** The server's logs, at the most talkative level, as lines of text. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { options: { level: 'trace', stream }, text: () => lines.join('') };
}

describe.each(BACKENDS)('personal data on %s', (backend) => {
  let t: AccountTestApp;
  let app: FastifyInstance;
  const logs = capturedLogger();
  const secrets: string[] = [DEMO_PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, PROVIDER_TOKEN];

  let provider: FakeHttpServer;

  beforeAll(async () => {
    t = await startAccountApp(backend);
    // The SMS provider's HTTP API, refusing the first message: a failed send is logged with its error.
    provider = await startFakeHttpServer();
    provider.respond({ status: 500, body: { error: 'down' } });
    const sms = new HttpGateway({
      kind: 'http',
      url: `${provider.url}/send?key={token}`,
      token: PROVIDER_TOKEN,
      headers: DEFAULT_SMS_HEADERS,
      body: DEFAULT_SMS_BODY,
      sender: null,
      timeoutMs: 5000,
    });
    app = await buildApp({ db: t.db, config: t.config, clock: t.clock, logger: logs.options, sms });

    // What carries secrets: sign-ins right and wrong, password resets by one-time code, authenticated calls.
    const phone = '+216 71 444 555';
    await createUser(t.db, { username: 'secrets', phone });
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
    const sentCode = () => /\b(\d{6})\b/.exec(provider.received.at(-1)!.body)![1]!;
    expect((await post('/api/auth/login', { username: 'secrets', password: WRONG_PASSWORD })).statusCode).toBe(400);
    const session = (await post('/api/auth/login', { username: 'secrets', password: DEMO_PASSWORD })).json();
    secrets.push(session.access);

    await post(ACCOUNT_API_PATHS.resetPassword, { username: 'secrets' });
    secrets.push(sentCode());
    provider.respond({ status: 200, body: {} });
    const { requestId } = (await post(ACCOUNT_API_PATHS.resetPassword, { username: 'secrets' })).json<OtpRequestResponse>();
    const code = sentCode();
    secrets.push(code);
    const { token } = (await post(ACCOUNT_API_PATHS.resetPasswordVerifyOtp, { requestId, code })).json();
    secrets.push(token);
    expect((await post(ACCOUNT_API_PATHS.resetPasswordChange, { token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(session.access) })).statusCode).toBe(401);
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
    await t.close();
  });

  test('the logs carry no password, one-time code or token', () => {
    expect(logs.text()).toContain('password-reset SMS not sent');
    for (const secret of secrets) expect(logs.text()).not.toContain(secret);
  });

  test('neither the audit trail nor the SMS log carries them', async () => {
    const { rows } = await sql<{ text: string }>`select coalesce(string_agg(row_to_json(a)::text, ' '), '') as text from audit_log a`.execute(t.db);
    const sms = await t.db.selectFrom('sms_outbox').select('body').execute();
    for (const secret of secrets) {
      expect(rows[0]!.text).not.toContain(secret);
      expect(sms.map((s) => s.body).join(' ')).not.toContain(secret);
    }
  });

  test('the exports carry no account data', async () => {
    const token = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'superadmin', password: DEMO_PASSWORD } })).json().access;
    for (const url of [REFERENCE_API_PATHS.dciExport, REFERENCE_API_PATHS.specialtyExport]) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/password|argon2|token/i);
      expect(response.body).not.toContain(token);
    }
  });

  test('the audit trail is append-only: no change and no removal, even straight in the database', async () => {
    const [row] = await t.db.selectFrom('audit_log').select(['id', 'action']).orderBy('id').limit(1).execute();
    await expect(sql`update audit_log set action = 'tampered' where id = ${row!.id}`.execute(t.db)).rejects.toThrow('append-only');
    await expect(sql`delete from audit_log where id = ${row!.id}`.execute(t.db)).rejects.toThrow('append-only');
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow('append-only');
    expect((await t.db.selectFrom('audit_log').select('action').where('id', '=', row!.id).executeTakeFirstOrThrow()).action).toBe(row!.action);
  });

  test("a deleted user's rows stay, with the user's id left null (the one change the database itself makes)", async () => {
    const id = await createUser(t.db, { username: 'leaving' });
    await t.db
      .insertInto('audit_log')
      .values({ user_id: id, action: 'test', entity: 'user', entity_id: String(id) } as never)
      .execute();
    await t.db.deleteFrom('app_user').where('id', '=', id).execute();
    const rows = await t.db.selectFrom('audit_log').select(['user_id', 'action']).where('entity', '=', 'user').where('entity_id', '=', String(id)).execute();
    expect(rows).toEqual([{ user_id: null, action: 'test' }]);
  });

  test('no route of the API writes to the audit trail or the history: they are read-only', async () => {
    const openapi = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const writes = Object.entries(openapi.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method} ${path}`),
    );
    expect(writes.length).toBeGreaterThan(20);
    expect(writes.filter((route) => /audit|histor/i.test(route))).toEqual([]);
  });
});
