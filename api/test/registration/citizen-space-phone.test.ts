import { ACCOUNT_FIELD_KEYS, REGISTRATION_API_PATHS as PATHS, type CitizenSession } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import type { AccountTestApp } from '../support/account.js';
import { countRows, expectFieldError } from '../support/app.js';
import { acceptedRegistration, as, CapturingSms, citizenSession, codeIn, nextIdentity, startRegistrationApp } from './registration-support.js';

/**
 * Issue 27, point 1: a citizen has one citizen-space account, which signs in with the phone on
 * record; a new phone goes through the phone change, whose code is sent to the phone on record.
 */
describe.each(BACKENDS)('the citizen space’s phone change (issue 27) on %s', (backend) => {
  let t: AccountTestApp;
  let sms: CapturingSms;
  let agent: string;
  beforeAll(async () => {
    const started = await startRegistrationApp(backend, ['agent']);
    ({ t, sms } = started);
    agent = started.tokens.agent!;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url, payload, headers: as(token) });

  /** An accepted registration, signed in: the citizen, its phone and its session. */
  async function signedInCitizen() {
    const accepted = await acceptedRegistration(t, agent);
    const session = await citizenSession(t, sms, accepted.phone);
    return { citizenId: accepted.citizenId!, phone: accepted.phone, token: session.access };
  }

  test('the code goes to the phone on record, not to the new one; once confirmed, the new phone signs in and the old one no more', async () => {
    const citizen = await signedInCitizen();
    const next = nextIdentity().phone;
    const asked = await post(PATHS.citizenSpaceChangePhone, { phone: next }, citizen.token);
    expect(asked.statusCode).toBe(202);
    expect(sms.to(next)).toHaveLength(0);
    const code = codeIn(sms.to(citizen.phone).at(-1)!.text)!;

    // A wrong code is refused and changes nothing; a sign-in code of the same phone does not stand for it.
    const before = await countRows(t, 'audit_log');
    expect((await post(PATHS.citizenSpacePhoneOtp, { code: code === '000000' ? '111111' : '000000' }, citizen.token)).statusCode).toBe(400);
    await post(PATHS.citizenSpaceOtp, { phone: citizen.phone });
    const signInCode = codeIn(sms.to(citizen.phone).at(-1)!.text)!;
    if (signInCode !== code) expect((await post(PATHS.citizenSpacePhoneOtp, { code: signInCode }, citizen.token)).statusCode).toBe(400);
    expect(await countRows(t, 'audit_log')).toBe(before);

    const confirmed = await post(PATHS.citizenSpacePhoneOtp, { code }, citizen.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ phone: next });
    const record = await t.db.selectFrom('parent').select('phone').where('id', '=', citizen.citizenId).executeTakeFirstOrThrow();
    expect(record.phone).toBe(next);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['user_id', 'before', 'after'])
      .where('entity', '=', 'parent')
      .where('entity_id', '=', String(citizen.citizenId))
      .where('action', '=', 'update_phone')
      .execute();
    expect(audit).toEqual([{ user_id: null, before: { phone: citizen.phone }, after: { phone: next } }]);
    // Used once.
    expect((await post(PATHS.citizenSpacePhoneOtp, { code }, citizen.token)).statusCode).toBe(400);

    const sent = sms.sent.length;
    await post(PATHS.citizenSpaceOtp, { phone: citizen.phone });
    expect(sms.sent.length).toBe(sent);
    await post(PATHS.citizenSpaceOtp, { phone: next });
    const newCode = codeIn(sms.to(next).at(-1)!.text)!;
    const session = await post(PATHS.citizenSpaceLogin, { phone: next, code: newCode });
    expect(session.statusCode).toBe(200);
    expect(session.json<CitizenSession>().citizen.id).toBe(citizen.citizenId);
  });

  test('refused: the same phone, another citizen’s phone, a malformed one, no session; nothing sent', async () => {
    const citizen = await signedInCitizen();
    const other = await signedInCitizen();
    const sent = sms.sent.length;
    const same = await post(PATHS.citizenSpaceChangePhone, { phone: citizen.phone }, citizen.token);
    expectFieldError(same, 'phone', ACCOUNT_FIELD_KEYS.samePhone);
    const taken = await post(PATHS.citizenSpaceChangePhone, { phone: other.phone }, citizen.token);
    expectFieldError(taken, 'phone', ACCOUNT_FIELD_KEYS.phoneAlreadyUsed);
    expect((await post(PATHS.citizenSpaceChangePhone, { phone: '12-34' }, citizen.token)).statusCode).toBe(400);
    expect((await post(PATHS.citizenSpaceChangePhone, { phone: nextIdentity().phone })).statusCode).toBe(401);
    expect((await post(PATHS.citizenSpaceChangePhone, { phone: nextIdentity().phone }, agent)).statusCode).toBe(401);
    expect((await post(PATHS.citizenSpacePhoneOtp, { code: '123456' })).statusCode).toBe(401);
    expect(sms.sent.length).toBe(sent);
  });
});
