import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_API_PATHS, ERROR_CODES, OTP, type LoginResponse, type Paged, type SmsOutboxRow } from '@evax/shared/contract';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { MIGRATIONS_DIR, migrateToLatest } from '../../src/db/migrations.js';
import { NATIONAL_STRUCTURE_CODE, healthCentreCode, regionalDirectorateCode } from '../../src/db/seed/reference/structures.js';
import { ROLE_CODES } from '../../src/db/seed/reference/roles.js';
import { resetPasswordByOperator } from '../../src/modules/auth/operator-reset.js';
import { OutboxGateway } from '../../src/modules/sms/outbox.js';
import { BACKENDS, createTestDatabase } from '../support/databases.js';
import { bearer } from '../support/app.js';
import { createUser, lastOutboxCode, loggedMessages, outboxMessages, signIn, startAccountApp, type AccountTestApp } from '../support/account.js';

/** The outbox gateway as on a server: no development switch. */
const NO_DEV_OUTBOX = { sms: { kind: 'outbox', devOutbox: false } } as const;
const NEW_PASSWORD = 'Taken-Over-Pass-9';
const SIX_DIGITS = /\d{6}/;

describe('the development outbox switch', () => {
  test('off by default, on the embedded database as on a PostgreSQL server; on only when EVAX_SMS_DEV_OUTBOX=1 says so', () => {
    expect(loadConfig({}).sms).toEqual({ kind: 'outbox', devOutbox: false });
    expect(loadConfig({ DATABASE_URL: 'postgres://evax@db.example/evax' }).sms).toEqual({ kind: 'outbox', devOutbox: false });
    expect(loadConfig({ DATABASE_URL: 'postgres://evax@db.example/evax', EVAX_SMS_DEV_OUTBOX: '1' }).sms).toEqual({ kind: 'outbox', devOutbox: true });
    expect(loadConfig({ EVAX_SMS_DEV_OUTBOX: '1' }).sms).toEqual({ kind: 'outbox', devOutbox: true });
  });
});

describe.each(BACKENDS)('one-time codes and the SMS outbox on %s', (backend) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await startAccountApp(backend, { config: NO_DEV_OUTBOX });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const outbox = async (session: LoginResponse, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `${ACCOUNT_API_PATHS.smsOutbox}${query}`, headers: bearer(session.access) });
    expect(response.statusCode).toBe(200);
    return response.json<Paged<SmsOutboxRow>>();
  };
  const phoneOf = async (username: string) =>
    (await t.db.selectFrom('app_user').select('phone').where('username', '=', username).executeTakeFirstOrThrow()).phone!;

  describe('take-over of the superuser by an administrator (issue 10, item 1)', () => {
    test('the administrator finds no code to read: no SMS goes to the superuser, and the code step never succeeds', async () => {
      const request = await post(ACCOUNT_API_PATHS.resetPassword, { username: 'superadmin' });
      expect(request.statusCode).toBe(200);
      const { requestId } = request.json<{ requestId: string }>();

      const admin = await signIn(t.app, 'admin');
      const phone = await phoneOf('superadmin');
      const seen = await outbox(admin, `?to=${encodeURIComponent(phone)}`);
      expect(seen).toEqual({ count: 0, results: [] });
      // Not even the national level has a code to read: none was sent.
      expect(await outbox(await signIn(t.app, 'dssb'), `?to=${encodeURIComponent(phone)}`)).toEqual({ count: 0, results: [] });
      expect(await loggedMessages(t.db, phone)).toEqual([]);

      // Whatever the administrator tries, the request has no code to match.
      for (const guess of ['000000', '123456']) {
        const verified = await post(ACCOUNT_API_PATHS.resetPasswordVerifyOtp, { requestId, code: guess });
        expect(verified.statusCode).toBe(400);
      }
      const challenge = await t.db.selectFrom('otp_challenge').select(['user_id', 'code_hash']).where('id', '=', requestId).executeTakeFirstOrThrow();
      expect(challenge).toEqual({ user_id: null, code_hash: null });
      expect((await post('/api/auth/login', { username: 'superadmin', password: NEW_PASSWORD })).json().errorCode).toBe(ERROR_CODES.BAD_CREDENTIALS);
    });

    test('the code sent to an account of the administrator’s own region is masked in the log it reads', async () => {
      const request = await post(ACCOUNT_API_PATHS.resetPassword, { username: 'agent' });
      const { requestId } = request.json<{ requestId: string }>();
      const admin = await signIn(t.app, 'admin');
      const page = await outbox(admin, `?to=${encodeURIComponent(await phoneOf('agent'))}`);
      expect(page.count).toBe(1);
      expect(page.results[0]!.text).toMatch(/^eVax : votre code de vérification est \*{6}\. Il expire dans 10 minutes\./);
      expect(page.results[0]!.text).not.toMatch(SIX_DIGITS);
      const verified = await post(ACCOUNT_API_PATHS.resetPasswordVerifyOtp, { requestId, code: '******' });
      expect(verified.statusCode).toBe(400);
    });
  });

  describe('masking and the development outbox', () => {
    test('without the switch: the log keeps the masked text alone, and the development outbox does not exist', async () => {
      const user = await createUser(t.db, { username: 'masked1', phone: '+216 71 700 001' });
      expect((await post(ACCOUNT_API_PATHS.resetPassword, { username: 'masked1' })).statusCode).toBe(200);
      const row = await t.db.selectFrom('sms_outbox').selectAll().where('to_phone', '=', '+216 71 700 001').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ user_id: user, dev_body: null, body: expect.stringContaining('******') });
      expect(row.body).not.toMatch(SIX_DIGITS);
      const superadmin = await signIn(t.app, 'superadmin');
      const dev = await t.app.inject({ method: 'GET', url: ACCOUNT_API_PATHS.smsDevOutbox, headers: bearer(superadmin.access) });
      expect(dev.statusCode).toBe(404);
    });

    test('with the switch: the development outbox shows the whole message, whose code works; the log still masks it; a restart without the switch forgets the whole texts', async () => {
      const dev = await startAccountApp(backend, { demo: true });
      try {
        await createUser(dev.db, { username: 'devbox', phone: '+216 71 700 002' });
        const request = await dev.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.resetPassword, payload: { username: 'devbox' } });
        const superadmin = await signIn(dev.app, 'superadmin');
        const whole = await dev.app.inject({ method: 'GET', url: `${ACCOUNT_API_PATHS.smsDevOutbox}?to=71700002`, headers: bearer(superadmin.access) });
        expect(whole.statusCode).toBe(200);
        const code = SIX_DIGITS.exec(whole.json<Paged<SmsOutboxRow>>().results[0]!.text)?.[0];
        expect(code).toBe(await lastOutboxCode(dev.db, '+216 71 700 002'));
        const logged = await dev.app.inject({ method: 'GET', url: `${ACCOUNT_API_PATHS.smsOutbox}?to=71700002`, headers: bearer(superadmin.access) });
        expect(logged.json<Paged<SmsOutboxRow>>().results[0]!.text).not.toMatch(SIX_DIGITS);
        // The development outbox is scoped like the log: an account of no structure is for the national level alone.
        const admin = await signIn(dev.app, 'admin');
        const scoped = await dev.app.inject({ method: 'GET', url: `${ACCOUNT_API_PATHS.smsDevOutbox}?to=71700002`, headers: bearer(admin.access) });
        expect(scoped.json<Paged<SmsOutboxRow>>().count).toBe(0);
        const verified = await dev.app.inject({
          method: 'POST',
          url: ACCOUNT_API_PATHS.resetPasswordVerifyOtp,
          payload: { requestId: request.json().requestId, code },
        });
        expect(verified.statusCode).toBe(200);

        const restarted = await buildApp({ db: dev.db, config: { ...dev.config, ...NO_DEV_OUTBOX }, clock: dev.clock });
        await restarted.close();
        expect(await outboxMessages(dev.db, '+216 71 700 002')).toEqual([null]);
        expect(await loggedMessages(dev.db, '+216 71 700 002')).toHaveLength(1);
      } finally {
        await dev.close();
      }
    });

    test('migration 0021 masks the codes of the messages kept before it and ties them to their account', async () => {
      const database = await createTestDatabase(backend);
      const before = fs.mkdtempSync(path.join(os.tmpdir(), 'evax-migrations-'));
      try {
        for (const file of fs.readdirSync(MIGRATIONS_DIR).filter((f) => f < '0021')) fs.copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(before, file));
        await migrateToLatest(database.db, before);
        const id = await createUser(database.db, { username: 'old', phone: '+216 71 700 003' });
        await database.db
          .insertInto('sms_outbox')
          .values([
            { to_phone: '+216 71 700 003', body: 'eVax : votre code de vérification est 042917. Il expire dans 10 minutes.', created_at: new Date() },
            { to_phone: '+216 79 999 999', body: 'eVax: your verification code is 555123. It expires in 10 minutes.', created_at: new Date() },
          ])
          .execute();
        await migrateToLatest(database.db);
        const rows = await database.db.selectFrom('sms_outbox').select(['to_phone', 'user_id', 'body', 'dev_body']).orderBy('id').execute();
        expect(rows).toEqual([
          { to_phone: '+216 71 700 003', user_id: id, body: 'eVax : votre code de vérification est ******. Il expire dans 10 minutes.', dev_body: null },
          { to_phone: '+216 79 999 999', user_id: null, body: 'eVax: your verification code is ******. It expires in 10 minutes.', dev_body: null },
        ]);
      } finally {
        fs.rmSync(before, { recursive: true, force: true });
        await database.drop();
      }
    });
  });

  describe('GET /api/sms/outbox is scoped to the caller’s structures', () => {
    const phones: Record<string, string> = {};
    let scopedApp: AccountTestApp;
    beforeAll(async () => {
      scopedApp = await startAccountApp(backend, { config: NO_DEV_OUTBOX });
      const db = scopedApp.db;
      const member = (structureCode: string, roleCode: string = ROLE_CODES.healthAgent) => ({ structureCode, roleCode, isDefault: true });
      const accounts = {
        north: [member(healthCentreCode('11', 1))],
        regional11: [member(regionalDirectorateCode('11'))],
        south: [member(healthCentreCode('12', 1))],
        twoRegions: [member(healthCentreCode('11', 2)), { ...member(healthCentreCode('12', 1)), isDefault: false }],
        national: [member(NATIONAL_STRUCTURE_CODE, ROLE_CODES.admin)],
        centreAdmin: [member(healthCentreCode('11', 1), ROLE_CODES.admin)],
      };
      const gateway = new OutboxGateway(db, scopedApp.clock, false);
      const send = (to: string, userId: number | null) => gateway.send({ to, text: 'code 111111', maskedText: 'code ******', userId });
      let n = 0;
      for (const [username, memberships] of Object.entries(accounts)) {
        n += 1;
        phones[username] = `+216 71 710 ${String(n).padStart(3, '0')}`;
        await send(phones[username]!, await createUser(db, { username, phone: phones[username], memberships }));
      }
      const superadminId = (await db.selectFrom('app_user').select('id').where('username', '=', 'superadmin').executeTakeFirstOrThrow()).id;
      phones.superadmin = '+216 71 710 900';
      await send(phones.superadmin, superadminId);
      phones.nobody = '+216 71 710 999';
      await send(phones.nobody, null);
    });
    afterAll(() => scopedApp.close());

    const seenBy = async (username: string) => {
      const session = await signIn(scopedApp.app, username);
      const response = await scopedApp.app.inject({ method: 'GET', url: `${ACCOUNT_API_PATHS.smsOutbox}?page_size=50`, headers: bearer(session.access) });
      expect(response.statusCode).toBe(200);
      const page = response.json<Paged<SmsOutboxRow>>();
      expect(page.count).toBe(page.results.length);
      return page.results.map((r) => r.to).sort();
    };
    const of = (...names: string[]) => names.map((name) => phones[name]!).sort();

    test('the national level (superuser, DSSB, national structure) reads every message', async () => {
      const all = of('north', 'regional11', 'south', 'twoRegions', 'national', 'centreAdmin', 'superadmin', 'nobody');
      expect(await seenBy('superadmin')).toEqual(all);
      expect(await seenBy('dssb')).toEqual(all);
      expect(await seenBy('national')).toEqual(all);
    });

    test('a regional directorate reads its governorate’s accounts only: never the superuser’s, the national structure’s (in its governorate too) or a number of no account', async () => {
      expect(await seenBy('admin')).toEqual(of('north', 'regional11', 'centreAdmin'));
    });

    test('a health centre reads its own accounts only', async () => {
      expect(await seenBy('centreAdmin')).toEqual(of('north', 'centreAdmin'));
    });
  });

  describe('no password reset by SMS alone for a national-level account', () => {
    test('superuser, DSSB and national-structure accounts get the usual answer and limit, but no SMS, by user name or phone', async () => {
      t.clock.advance(3600);
      await createUser(t.db, {
        username: 'nationaladmin',
        phone: '+216 71 720 001',
        memberships: [{ structureCode: NATIONAL_STRUCTURE_CODE, roleCode: ROLE_CODES.admin, isDefault: true }],
      });
      for (const username of ['superadmin', 'dssb', 'nationaladmin']) {
        const phone = await phoneOf(username);
        for (const body of [{ username }, { phone }, { username: username.toUpperCase() }]) {
          const response = await post(ACCOUNT_API_PATHS.resetPassword, body);
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), expiresIn: OTP.ttlSeconds, codeLength: OTP.length });
        }
        // The account's limit of codes per hour applies, as for any other account.
        expect((await post(ACCOUNT_API_PATHS.resetPassword, { phone })).statusCode).toBe(429);
        expect(await loggedMessages(t.db, phone)).toEqual([]);
      }
      t.clock.advance(3600);
    });

    test('a reset token of an account that became national-level since does not change its password (106)', async () => {
      const id = await createUser(t.db, { username: 'promoted', phone: '+216 71 720 002' });
      const { token } = await t.app.account.codes.issueResetToken(id);
      await t.db.updateTable('app_user').set({ is_superuser: true }).where('id', '=', id).execute();
      const response = await post(ACCOUNT_API_PATHS.resetPasswordChange, { token, newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe(ERROR_CODES.RESET_PASSWORD_FAILED);
      expect((await post('/api/auth/login', { username: 'promoted', password: NEW_PASSWORD })).json().errorCode).toBe(ERROR_CODES.BAD_CREDENTIALS);
    });

    test('an operator gives the superuser a temporary password (cli/reset-password), to be changed at sign-in; its sessions end; audited', async () => {
      const before = await signIn(t.app, 'superadmin');
      await expect(resetPasswordByOperator(t.db, 'superadmin', 'weak', t.clock.now())).rejects.toThrow(/at least 8 characters/);
      await expect(resetPasswordByOperator(t.db, 'nobody-here', NEW_PASSWORD, t.clock.now())).rejects.toThrow(/no account/);
      const id = await resetPasswordByOperator(t.db, 'superadmin', NEW_PASSWORD, t.clock.now());
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(before.access) })).statusCode).toBe(401);
      const session = await signIn(t.app, 'superadmin', NEW_PASSWORD);
      expect(session.profile.user.firstLogin).toBe(true);
      const audit = await t.db.selectFrom('audit_log').select(['user_id', 'entity_id']).where('action', '=', 'operator_reset_password').execute();
      expect(audit).toEqual([{ user_id: null, entity_id: String(id) }]);
    });

    test('an ordinary account still gets its code', async () => {
      await createUser(t.db, {
        username: 'ordinary',
        phone: '+216 71 720 003',
        memberships: [{ structureCode: healthCentreCode('11', 1), roleCode: ROLE_CODES.healthAgent, isDefault: true }],
      });
      expect((await post(ACCOUNT_API_PATHS.resetPassword, { username: 'ordinary' })).statusCode).toBe(200);
      expect(await loggedMessages(t.db, '+216 71 720 003')).toHaveLength(1);
    });
  });
});
