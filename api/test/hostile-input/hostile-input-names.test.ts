import { ACCOUNT_API_PATHS, API_PATHS, FIELD_ERROR_CODES, type LoginResponse } from '@evax/shared/contract';
import { RULE_MESSAGES } from '@evax/shared/validation';
import { DEMO_PASSWORD, bearer } from '../support/app.js';
import { createUser, signIn, startAccountApp, type AccountTestApp } from '../support/account.js';
import { BACKENDS } from '../support/databases.js';
import { refused, tableCounts } from './hostile-input-helpers.js';

const ARABIC_ONLY = [{ code: 'invalid', key: RULE_MESSAGES.arabicOnly }];
const FRENCH = [{ code: 'invalid', key: RULE_MESSAGES.french }];
const INVALID = [{ code: 'invalid', key: FIELD_ERROR_CODES.invalid }];

/** Latin letters, HTML and SQL in an Arabic name. */
const NOT_ARABIC = ['Mariem', '<img src=x onerror=alert(1)>', "مريم'); DROP TABLE app_user; --"];
/** Text that displays as another: a right-to-left override, an isolate, a mark. */
const DIRECTION_TRICKS = ['\u202Eمريم', 'مريم\u2066', 'Haddad\u202E', '\u2067Haddad\u2069', 'Haddad\u200F'];

describe.each(BACKENDS)('names on %s: each in its script, no direction control (a 400 with the field, nothing written)', (backend) => {
  let t: AccountTestApp;
  let admin: LoginResponse;
  let structure: number;
  beforeAll(async () => {
    t = await startAccountApp(backend);
    admin = await signIn(t.app, 'admin');
    structure = (await t.db.selectFrom('structure').select('id').where('type', '=', 'CSB').orderBy('code').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  let n = 0;
  const person = () => {
    n++;
    return {
      username: `names${n}`,
      email: `names${n}@example.tn`,
      password: 'Hostile-Names-2026',
      firstNameFr: 'Mariem',
      lastNameFr: 'Haddad',
      firstNameAr: 'مريم',
      lastNameAr: 'الحداد',
      phone: `71 600 ${String(n).padStart(3, '0')}`,
    };
  };
  const routes: [string, (names: object) => Promise<import('fastify').LightMyRequestResponse>][] = [
    ['registration', (names) => t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.register, payload: { ...person(), ...names } })],
    [
      'professional registration',
      (names) =>
        t.app.inject({ method: 'POST', url: ACCOUNT_API_PATHS.registerPrivateProfessional, payload: { ...person(), cnomNumber: 'TN-4521', ...names } }),
    ],
    [
      'user creation',
      (names) =>
        t.app.inject({
          method: 'POST',
          url: API_PATHS.users,
          headers: bearer(admin.access),
          payload: { ...person(), phone: null, structures: [{ structure, role: 'HEALTH_AGENT' }], ...names },
        }),
    ],
  ];

  async function refusedOn(send: () => Promise<import('fastify').LightMyRequestResponse>) {
    const before = await tableCounts(t.db);
    const envelope = refused(await send());
    expect(await tableCounts(t.db)).toEqual(before);
    return envelope.fields;
  }

  test.each(routes)('%s: an Arabic name in Arabic script only', async (_name, send) => {
    for (const text of NOT_ARABIC) expect(await refusedOn(() => send({ firstNameAr: text }))).toEqual({ firstNameAr: ARABIC_ONLY });
    expect(await refusedOn(() => send({ lastNameFr: 'الحداد', lastNameAr: 'Haddad' }))).toEqual({ lastNameFr: FRENCH, lastNameAr: ARABIC_ONLY });
  });

  test.each(routes)('%s: no direction control character in any name', async (_name, send) => {
    for (const text of DIRECTION_TRICKS) {
      const field = /[A-Za-z]/.test(text) ? 'lastNameFr' : 'lastNameAr';
      expect(await refusedOn(() => send({ [field]: text }))).toEqual({ [field]: INVALID });
    }
  });

  test.each(routes)('%s: good names are still taken', async (_name, send) => {
    expect((await send({ firstNameAr: 'نور', lastNameAr: 'بن صالح', firstNameFr: 'Nour', lastNameFr: "Ben Salah-N'Diaye" })).statusCode).toBe(201);
  });

  test('profile updates: the same rules on the personal information', async () => {
    await createUser(t.db, { username: 'names.profile', phone: '+216 71 699 001' });
    const session = await signIn(t.app, 'names.profile');
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers: bearer(session.access), payload: { currentPassword: DEMO_PASSWORD, ...payload } });
    expect(await refusedOn(() => patch({ firstNameAr: 'Amel' }))).toEqual({ firstNameAr: ARABIC_ONLY });
    expect(await refusedOn(() => patch({ lastNameFr: '<b>Amel</b>' }))).toEqual({ lastNameFr: FRENCH });
    expect(await refusedOn(() => patch({ lastNameAr: '\u202Eأمل' }))).toEqual({ lastNameAr: INVALID });
    expect((await patch({ firstNameAr: 'أمل', lastNameFr: 'Trabelsi' })).statusCode).toBe(200);
  });
});
