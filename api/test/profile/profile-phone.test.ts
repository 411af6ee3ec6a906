import {
  ACCOUNT_API_PATHS,
  ACCOUNT_ERROR_KEYS,
  ACCOUNT_FIELD_KEYS,
  ERROR_CODES,
  ERROR_KEYS,
  OTP,
  type ChangePhoneResponse,
  type LoginResponse,
  type PhoneOtpResponse,
} from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { bearer } from '../support/app.js';
import { createUser, lastOutboxCode, outboxMessages, signIn, startAccountApp, type AccountTestApp } from '../support/account.js';

const OTP_EXPIRED = { detail: 'The verification code has expired or is no longer valid', key: ACCOUNT_ERROR_KEYS.OTP_EXPIRED };

describe.each(BACKENDS)('phone change in two steps on %s', (backend) => {
  let t: AccountTestApp;
  let n = 0;
  async function freshSession(): Promise<LoginResponse> {
    const username = `phone${++n}`;
    await createUser(t.db, { username, phone: `+216 71 700 ${String(n).padStart(3, '0')}` });
    return signIn(t.app, username);
  }
  const newNumber = () => `+216 71 800 ${String(++n).padStart(3, '0')}`;
  beforeAll(async () => {
    t = await startAccountApp(backend);
  });
  afterAll(() => t.close());

  const changePhone = (phone: string, session: LoginResponse) =>
    t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.changePhone, payload: { phone }, headers: bearer(session.access) });
  const confirm = (code: string, session: LoginResponse) =>
    t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.phoneOtp, payload: { code }, headers: bearer(session.access) });
  const phoneOf = async (userId: number) => (await t.db.selectFrom('app_user').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;

  test('a code goes by SMS to the new number; with it the number becomes the account’s (audited)', async () => {
    const session = await freshSession();
    const wanted = newNumber();
    const typed = wanted.slice(5).replace(/ /g, ''); // 718000nn, as a user may type it
    const requested = await changePhone(typed, session);
    expect(requested.statusCode).toBe(200);
    expect(requested.json<ChangePhoneResponse>()).toEqual({ phone: wanted, expiresIn: OTP.ttlSeconds, codeLength: OTP.length });
    expect(await outboxMessages(t.db, session.profile.phone!)).toEqual([]);
    const code = await lastOutboxCode(t.db, wanted);
    expect(await phoneOf(session.profile.user.pk)).toBe(session.profile.phone);

    const confirmed = await confirm(code, session);
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json<PhoneOtpResponse>();
    expect(body.otpSuccess).toBe(true);
    expect(body.profile.phone).toBe(wanted);
    expect(await phoneOf(session.profile.user.pk)).toBe(wanted);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'change_phone')
      .where('entity_id', '=', String(session.profile.user.pk))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: session.profile.user.pk, before: { phone: session.profile.phone }, after: { phone: wanted } });

    // Used once.
    const again = await confirm(code, session);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(OTP_EXPIRED);
  });

  test('a number another account has is refused: 400, code 200, "phone number already used"', async () => {
    const session = await freshSession();
    const agentPhone = await phoneOf((await signIn(t.app, 'agent')).profile.user.pk);
    for (const typed of [agentPhone!, agentPhone!.replace('+216 ', '').replace(/ /g, '.')]) {
      const response = await changePhone(typed, session);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'phone number already used',
        errorCode: ERROR_CODES.ENTITY_ALREADY_EXISTS,
        key: ERROR_KEYS.ENTITY_ALREADY_EXISTS,
        fields: { phone: [{ code: 'unique', key: ACCOUNT_FIELD_KEYS.phoneAlreadyUsed }] },
      });
    }
  });

  test('the number taken by someone else between the two steps: refused at the second', async () => {
    const session = await freshSession();
    const wanted = newNumber();
    await changePhone(wanted, session);
    await createUser(t.db, { username: `quicker${n}`, phone: wanted });
    const response = await confirm(await lastOutboxCode(t.db, wanted), session);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe(ERROR_CODES.ENTITY_ALREADY_EXISTS);
    expect(await phoneOf(session.profile.user.pk)).toBe(session.profile.phone);
  });

  test('the pattern (optional prefix, then 2, 3 and 3 digits) and a number that is already one’s own', async () => {
    const session = await freshSession();
    for (const bad of ['12 34', '+216 7 1234 5678', 'phone', '2012345']) {
      const response = await changePhone(bad, session);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ phone: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.phone }] });
    }
    const same = await changePhone(session.profile.phone!.replace(/ /g, ''), session);
    expect(same.json().fields).toEqual({ phone: [{ code: 'invalid', key: ACCOUNT_FIELD_KEYS.samePhone }] });
  });

  test('a wrong code, an expired code, no code asked for, a replaced code', async () => {
    const session = await freshSession();
    expect((await confirm('123456', session)).json()).toEqual(OTP_EXPIRED);

    const wanted = newNumber();
    await changePhone(wanted, session);
    const code = await lastOutboxCode(t.db, wanted);
    const wrong = await confirm(code === '000000' ? '000001' : '000000', session);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: 'Authentication failed', key: ACCOUNT_ERROR_KEYS.OTP_INVALID });
    t.clock.advance(OTP.ttlSeconds);
    expect((await confirm(code, session)).json()).toEqual(OTP_EXPIRED);

    const other = newNumber();
    await changePhone(wanted, session);
    const replaced = await lastOutboxCode(t.db, wanted);
    await changePhone(other, session);
    // Only the newest code waits: the older one is a wrong code now.
    expect((await confirm(replaced, session)).json()).toMatchObject({ detail: 'Authentication failed' });
    const response = await confirm(await lastOutboxCode(t.db, other), session);
    expect(response.statusCode).toBe(200);
    expect(response.json<PhoneOtpResponse>().profile.phone).toBe(other);
    expect((await confirm('12345', session)).json().fields.code[0].code).toBe('invalid');
    t.clock.advance(3600);
  });

  test('3 codes an hour', async () => {
    const session = await freshSession();
    for (let i = 0; i < OTP.maxSendsPerHour; i++) expect((await changePhone(newNumber(), session)).statusCode).toBe(200);
    const refused = await changePhone(newNumber(), session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: ERROR_CODES.MAX_ATTEMPTS, retryAfter: 3600 });
    t.clock.advance(3600);
    expect((await changePhone(newNumber(), session)).statusCode).toBe(200);
  });

  test('without a token: 401', async () => {
    expect((await t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.changePhone, payload: { phone: '71 999 999' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.phoneOtp, payload: { code: '123456' } })).statusCode).toBe(401);
  });
});
