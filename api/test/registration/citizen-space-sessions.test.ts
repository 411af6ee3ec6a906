import { apiPath, REGISTRATION_API_PATHS as PATHS, type RegistrationRequestDetail } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import type { AccountTestApp } from '../support/account.js';
import {
  acceptedRegistration,
  as,
  CapturingSms,
  citizenSession,
  codeIn,
  nextIdentity,
  PDF,
  registerCitizen,
  startRegistrationApp,
} from './registration-support.js';

/**
 * Issue 27, point 5: the citizen space answers a wrong code the same whether or not an account
 * has the phone, and a citizen-space token is revoked at its logout like a staff token; a
 * supporting file's name keeps no direction control.
 */

describe.each(BACKENDS)('citizen-space sessions on %s', (backend) => {
  let t: AccountTestApp;
  let sms: CapturingSms;
  let agent: string;
  beforeAll(async () => {
    const started = await startRegistrationApp(backend, ['agent']);
    ({ t, sms } = started);
    agent = started.tokens.agent!;
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });

  const accountPhone = async () => (await acceptedRegistration(t, agent)).phone;

  /** A code the phone's owner did not receive: one off the one sent, or any when none was. */
  const wrongCode = (phone: string) => {
    const sent = codeIn(sms.to(phone).at(-1)?.text ?? '');
    return sent === '000000' ? '111111' : '000000';
  };

  test('a wrong code answers the same, with or without an account, with or without a code asked for', async () => {
    const withAccount = await accountPhone();
    const withoutAccount = nextIdentity().phone;
    const answers: Record<string, unknown> = {};
    const answerWrongCode = async (name: string, phone: string) => {
      const response = await post(PATHS.citizenSpaceLogin, { phone, code: wrongCode(phone) });
      answers[name] = { status: response.statusCode, body: response.json() };
    };
    // Nobody asked a code yet.
    await answerWrongCode('account, no code asked', withAccount);
    await answerWrongCode('no account, no code asked', withoutAccount);
    // A code asked for each (sent to the account's phone only).
    for (const phone of [withAccount, withoutAccount]) expect((await post(PATHS.citizenSpaceOtp, { phone })).statusCode).toBe(202);
    await answerWrongCode('account, code asked', withAccount);
    await answerWrongCode('no account, code asked', withoutAccount);
    const distinct = new Set(Object.values(answers).map((a) => JSON.stringify(a)));
    expect({ distinct: distinct.size, answers }).toEqual({ distinct: 1, answers: expect.any(Object) });
    expect(Object.values(answers)[0]).toMatchObject({ status: 400, body: { detail: 'Authentication failed' } });

    // The right code still opens a session.
    const code = codeIn(sms.to(withAccount).at(-1)!.text)!;
    expect((await post(PATHS.citizenSpaceLogin, { phone: withAccount, code })).statusCode).toBe(200);
  });

  test('logout revokes a citizen-space token like a staff one', async () => {
    const phone = await accountPhone();
    const session = await citizenSession(t, sms, phone);
    const children = () => t.app.inject({ method: 'GET', url: PATHS.citizenSpaceChildren, headers: as(session.access) });
    expect((await children()).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: as(session.access) })).statusCode).toBe(204);
    expect((await children()).statusCode).toBe(401);
    // Another process (the database holds the revocation).
    const other = await t.buildAnother();
    expect((await other.inject({ method: 'GET', url: PATHS.citizenSpaceChildren, headers: as(session.access) })).statusCode).toBe(401);
  });

  test("a supporting file's name keeps no direction control (a right-to-left override hid its real extension)", async () => {
    // Shown as "cvexe.pdf", it is "cvfdp.exe" (a PDF all the same: the type comes from the content).
    const created = await registerCitizen(t, {}, { filename: 'cv\u202Efdp.exe', content: PDF, contentType: 'application/pdf' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const detail = (
      await t.app.inject({ method: 'GET', url: apiPath(PATHS.subscriptionRequestOne, { id }), headers: as(agent) })
    ).json<RegistrationRequestDetail>();
    expect(detail.file.name).toBe('cvfdp.exe');
    const stored = await t.db.selectFrom('registration_request').select('file_name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.file_name).toBe('cvfdp.exe');
    const file = await t.app.inject({ method: 'GET', url: apiPath(PATHS.subscriptionRequestFile, { id }), headers: as(agent) });
    expect(file.headers['content-disposition']).not.toMatch(/%E2%80%AE/i);
  });
});
