import { ACCOUNT_ERROR_KEYS, CITIZEN_API_PATHS, REGISTRATION_API_PATHS as PATHS, type CitizenSession, type CitizenSpaceChildren } from '@evax/shared/contract';
import { newChildBody } from '../citizen/citizen-support.js';
import { BACKENDS } from '../support/databases.js';
import { startAccountApp, type AccountTestApp } from '../support/account.js';
import { acceptedRegistration, as, CapturingSms, codeIn, registerCitizen, startRegistrationApp } from './registration-support.js';

describe.each(BACKENDS)('the citizen space: sign-in by SMS code and the citizen own children on %s', (backend) => {
  let t: AccountTestApp;
  let sms: CapturingSms;
  let tokens: Record<string, string>;
  beforeAll(async () => {
    ({ t, sms, tokens } = await startRegistrationApp(backend, ['agent']));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });

  /** A registration accepted by the agent: its phone and citizen id. */
  async function acceptedCitizen(): Promise<{ phone: string; citizenId: number }> {
    const detail = await acceptedRegistration(t, tokens.agent!);
    return { phone: detail.phone, citizenId: detail.citizenId! };
  }

  async function signIn(phone: string): Promise<CitizenSession> {
    expect((await post(PATHS.citizenSpaceOtp, { phone })).statusCode).toBe(202);
    const code = codeIn(sms.to(phone).at(-1)!.text)!;
    const response = await post(PATHS.citizenSpaceLogin, { phone, code });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<CitizenSession>();
  }

  test('a code goes to an accepted citizen phone only; the answer is the same for any phone', async () => {
    const { phone } = await acceptedCitizen();
    const pending = (await registerCitizen(t)).json<{ id: number }>();
    const pendingPhone = (await t.db.selectFrom('registration_request').select('phone').where('id', '=', pending.id).executeTakeFirstOrThrow()).phone;
    const sentBefore = sms.sent.length;
    const toAccount = await post(PATHS.citizenSpaceOtp, { phone: phone.replace('+216 ', '') });
    const toPending = await post(PATHS.citizenSpaceOtp, { phone: pendingPhone });
    const toNobody = await post(PATHS.citizenSpaceOtp, { phone: '+216 59 999 999' });
    expect([toAccount.statusCode, toPending.statusCode, toNobody.statusCode]).toEqual([202, 202, 202]);
    expect(toAccount.body).toBe(toNobody.body);
    expect(sms.sent.length).toBe(sentBefore + 1);
    expect(codeIn(sms.sent.at(-1)!.text)).toMatch(/^\d{6}$/);
    expect(sms.sent.at(-1)!.maskedText).not.toMatch(/\d{6}/);
    expect((await post(PATHS.citizenSpaceOtp, { phone: '12-34' })).statusCode).toBe(400);
  });

  test('a wrong code is refused (the tries left untold: citizen-space-sessions.test.ts); the right one opens a session once; 5 wrong tries kill the code', async () => {
    const { phone, citizenId } = await acceptedCitizen();
    await post(PATHS.citizenSpaceOtp, { phone });
    const code = codeIn(sms.to(phone).at(-1)!.text)!;
    const wrong = await post(PATHS.citizenSpaceLogin, { phone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      detail: 'Authentication failed',
      key: ACCOUNT_ERROR_KEYS.OTP_INVALID,
      fields: { code: [{ code: 'invalid', key: ACCOUNT_ERROR_KEYS.OTP_INVALID }] },
    });
    const right = await post(PATHS.citizenSpaceLogin, { phone, code });
    expect(right.statusCode).toBe(200);
    expect(right.json<CitizenSession>().citizen.id).toBe(citizenId);
    expect((await post(PATHS.citizenSpaceLogin, { phone, code })).statusCode).toBe(400);

    await post(PATHS.citizenSpaceOtp, { phone });
    const next = codeIn(sms.to(phone).at(-1)!.text)!;
    const bad = next === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await post(PATHS.citizenSpaceLogin, { phone, code: bad })).statusCode).toBe(400);
    expect((await post(PATHS.citizenSpaceLogin, { phone, code: next })).statusCode).toBe(400);
  });

  test('three codes an hour per phone, then 429', async () => {
    const { phone } = await acceptedCitizen();
    for (let i = 0; i < 3; i++) expect((await post(PATHS.citizenSpaceOtp, { phone })).statusCode).toBe(202);
    const fourth = await post(PATHS.citizenSpaceOtp, { phone });
    expect(fourth.statusCode).toBe(429);
    t.clock.advance(3601);
    expect((await post(PATHS.citizenSpaceOtp, { phone })).statusCode).toBe(202);
  });

  test('a signed-in citizen reads their own children only; a staff token is not a citizen one, nor the other way round', async () => {
    const mine = await acceptedCitizen();
    const other = await acceptedCitizen();
    // An agent registers a child for each citizen (the registered-parent create call of the citizen area).
    const child = async (parent: number, firstNameFr: string, birthDate: string) => {
      const body = newChildBody({ child: { firstNameFr, birthDate } });
      const response = await post(
        CITIZEN_API_PATHS.childCreateForParent,
        { child: body.child, parent: String(parent), role: 'mother', confirmNotDuplicate: true },
        as(tokens.agent),
      );
      expect({ status: response.statusCode, body: response.statusCode === 201 ? '' : response.body }).toEqual({ status: 201, body: '' });
      return response.json<{ evaxNumber: string }>().evaxNumber;
    };
    const first = await child(mine.citizenId, 'Yassine', '2021-04-02');
    const second = await child(mine.citizenId, 'Rania', '2023-09-15');
    await child(other.citizenId, 'Omar', '2022-01-20');

    const session = await signIn(mine.phone);
    const children = await t.app.inject({ method: 'GET', url: PATHS.citizenSpaceChildren, headers: { authorization: `Bearer ${session.access}` } });
    expect(children.statusCode).toBe(200);
    expect(children.json<CitizenSpaceChildren>().results.map((c) => c.evaxNumber)).toEqual([first, second]);

    expect((await t.app.inject({ method: 'GET', url: PATHS.citizenSpaceChildren })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: PATHS.citizenSpaceChildren, headers: as(tokens.agent) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: PATHS.subscriptionRequests, headers: { authorization: `Bearer ${session.access}` } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: CITIZEN_API_PATHS.citizenList, headers: { authorization: `Bearer ${session.access}` } })).statusCode).toBe(
      401,
    );
    const tampered = `${session.access.slice(0, -2)}xx`;
    expect((await t.app.inject({ method: 'GET', url: PATHS.citizenSpaceChildren, headers: { authorization: `Bearer ${tampered}` } })).statusCode).toBe(401);
  });
});

describe('the citizen space is limited per address', () => {
  test('past the limit: 429 with Retry-After', async () => {
    const t = await startAccountApp('pglite', { config: { addressLimitMultiplier: 1 } });
    try {
      let last = 0;
      for (let i = 0; i < 61; i++) last = (await t.app.inject({ method: 'POST', url: PATHS.citizenSpaceOtp, payload: { phone: 'x' } })).statusCode;
      expect(last).toBe(429);
      const blocked = await t.app.inject({ method: 'POST', url: PATHS.citizenSpaceRegister, payload: {} });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
