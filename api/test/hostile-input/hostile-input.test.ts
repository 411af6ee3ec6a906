import { ACCOUNT_API_PATHS, API_PATHS, apiPath, FIELD_ERROR_CODES, type LoginResponse } from '@evax/shared/contract';
import { DEMO_PASSWORD, bearer } from '../support/app.js';
import { signIn, startAccountApp, type AccountTestApp } from '../support/account.js';
import { BACKENDS } from '../support/databases.js';
import { freshListNames, freshPctCode, multipart } from '../reference/reference-helpers.js';
import { DEEP_JSON, refused, tableCounts } from './hostile-input-helpers.js';

const INVALID = [{ code: 'invalid', key: FIELD_ERROR_CODES.invalid }];
const NUL = '\u0000';

describe.each(BACKENDS)('hostile input on %s: a 400 in the envelope, nothing written', (backend) => {
  let t: AccountTestApp;
  let admin: LoginResponse;
  let dciId: number;
  let specialtyId: number;
  let listId: number;
  beforeAll(async () => {
    t = await startAccountApp(backend);
    admin = await signIn(t.app, 'admin');
    dciId = (await t.db.selectFrom('dci').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    specialtyId = (await t.db.selectFrom('specialty').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    listId = (await t.db.selectFrom('option_list').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object | string, session: LoginResponse | null = admin) =>
    t.app.inject({
      method,
      url,
      headers: { ...(session ? bearer(session.access) : {}), ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
      ...(payload !== undefined ? { payload } : {}),
    });

  /** Runs the request and checks that it is refused with nothing written; the envelope. */
  async function refusedUnchanged(request: () => ReturnType<typeof send>) {
    const before = await tableCounts(t.db);
    const envelope = refused(await request());
    expect(await tableCounts(t.db)).toEqual(before);
    return envelope;
  }

  const registration = (n: number) => ({
    username: `hostile${n}`,
    email: `hostile${n}@example.tn`,
    password: 'Hostile-Input-2026',
    firstNameFr: 'Mariem',
    lastNameFr: 'Haddad',
    firstNameAr: 'مريم',
    lastNameAr: 'الحداد',
    phone: `71 500 ${String(n).padStart(3, '0')}`,
  });
  const dci = () => ({ name: `Vaccin hostile ${freshPctCode()}`, vaccineType: 'inactivated', vaccineCategory: 'occasional', ageRange: ['M2'] });
  const specialty = () => ({ dci: dciId, pctCode: freshPctCode(), commercialName: 'Vaxiton 10', manufacturer: 'Laboratoires Médis' });
  const optionList = () => ({ ...freshListNames(), addedOptionSet: [{ valueFr: 'Oui', valueAr: 'نعم' }] });

  /** Refused by the shared rule (the detail says why), whatever a route's own rules would say. */
  async function nulRefused(request: () => ReturnType<typeof send>) {
    const envelope = await refusedUnchanged(request);
    expect(envelope.detail).toMatch(/NUL/);
    return envelope;
  }

  describe('the NUL character (U+0000), which PostgreSQL refuses', () => {
    test.each([
      ['sign-in', API_PATHS.login, () => ({ username: `admin${NUL}`, password: DEMO_PASSWORD }), 'username'],
      ['password reset', ACCOUNT_API_PATHS.resetPassword, () => ({ username: `admin${NUL}` }), 'username'],
      ['registration', ACCOUNT_API_PATHS.register, () => ({ ...registration(1), lastNameFr: `Haddad${NUL}` }), 'lastNameFr'],
      ['professional registration', ACCOUNT_API_PATHS.registerPrivateProfessional, () => ({ ...registration(2), cnomNumber: `TN-1${NUL}` }), 'cnomNumber'],
    ])('on a public route (%s): the field is named', async (_name, url, body, field) => {
      const envelope = await nulRefused(() => send('POST', url, body(), null));
      expect(envelope.fields).toEqual({ [field]: INVALID });
    });

    test('on user creation', async () => {
      const structure = (await t.db.selectFrom('structure').select('id').where('type', '=', 'CSB').orderBy('code').executeTakeFirstOrThrow()).id;
      const body = { ...registration(3), phone: null, username: `hostile${NUL}3`, structures: [{ structure, role: 'HEALTH_AGENT' }] };
      expect((await nulRefused(() => send('POST', API_PATHS.users, body))).fields).toEqual({ username: INVALID });
    });

    test('on DCI and specialty writes, as a value or a key', async () => {
      expect((await nulRefused(() => send('POST', API_PATHS.dciAdd, { ...dci(), name: `BCG${NUL}` }))).fields).toEqual({ name: INVALID });
      expect((await nulRefused(() => send('PATCH', apiPath(API_PATHS.dciOne, { id: dciId }), { ageRange: ['M2', `M3${NUL}`] }))).fields).toEqual({
        'ageRange.1': INVALID,
      });
      expect((await nulRefused(() => send('POST', API_PATHS.specialtyAdd, { ...specialty(), manufacturer: `Médis${NUL}` }))).fields).toEqual({
        manufacturer: INVALID,
      });
      expect((await nulRefused(() => send('PATCH', apiPath(API_PATHS.specialtyOne, { id: specialtyId }), { [`label${NUL}`]: 'x' }))).fields).toEqual({
        label: INVALID,
      });
    });

    test('on option lists (their script rules refused it already), in JSON and in multipart form fields', async () => {
      const json = { ...optionList(), addedOptionSet: [{ valueFr: `Oui${NUL}`, valueAr: 'نعم' }] };
      expect((await nulRefused(() => send('POST', API_PATHS.optionLists, json))).fields).toEqual({ 'addedOptionSet.0.valueFr': INVALID });
      const names = freshListNames();
      const form = multipart({
        code: names.code,
        nameFr: `${names.nameFr}${NUL}`,
        nameAr: names.nameAr,
        'addedOptionSet[0][valueFr]': 'Oui',
        'addedOptionSet[0][valueAr]': 'نعم',
      });
      const envelope = await nulRefused(() =>
        t.app.inject({ method: 'POST', url: API_PATHS.optionLists, headers: { ...form.headers, ...bearer(admin.access) }, payload: form.payload }),
      );
      expect(envelope.fields).toEqual({ nameFr: INVALID });
    });

    test('in a query string', async () => {
      expect((await nulRefused(() => send('GET', `${API_PATHS.dciList}?search=BCG%00`))).fields).toEqual({ search: INVALID });
    });
  });

  describe('deeply nested JSON (100 000 arrays)', () => {
    test.each([
      ['DCI creation', 'POST', (): string => API_PATHS.dciAdd],
      ['DCI update', 'PATCH', (): string => apiPath(API_PATHS.dciOne, { id: dciId })],
      ['specialty creation', 'POST', (): string => API_PATHS.specialtyAdd],
      ['specialty update', 'PUT', (): string => apiPath(API_PATHS.specialtyOne, { id: specialtyId })],
      ['option list creation', 'POST', (): string => API_PATHS.optionLists],
      ['option list update', 'PATCH', (): string => apiPath(API_PATHS.optionListOne, { id: listId })],
    ] as const)('is refused before it is parsed (%s)', async (_name, method, url) => {
      const envelope = await refusedUnchanged(() => send(method, url(), DEEP_JSON));
      expect(Object.keys(envelope.fields ?? {})).toEqual(['non_field_errors']);
      // Inside a value too.
      await refusedUnchanged(() => send(method, url(), `{"name":${DEEP_JSON}}`));
    });

    test('in the JSON of a multipart option-list field', async () => {
      const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
      const form = multipart({ ...freshListNames(), addedOptionSet: deep });
      await refusedUnchanged(() =>
        t.app.inject({ method: 'POST', url: API_PATHS.optionLists, headers: { ...form.headers, ...bearer(admin.access) }, payload: form.payload }),
      );
    });

    test('32 levels are still read', async () => {
      const nested = `${'['.repeat(31)}"M2"${']'.repeat(31)}`;
      const response = await send(
        'POST',
        API_PATHS.dciAdd,
        `{"name":"Vaccin profond","vaccineType":"inactivated","vaccineCategory":"occasional","ageRange":${nested}}`,
      );
      expect(response.json().fields).toEqual({ 'ageRange.0': [{ code: 'invalid', key: FIELD_ERROR_CODES.invalid }] });
    });
  });

  describe('ids: decimal digits only', () => {
    const odd = ['0x10', '1e1', '0b11', '%201', '1%20', '+1', '1.0', '-1', '0'];

    test.each(odd)('%s is refused on the id field of writes and deletes', async (raw) => {
      const dciStates = () => t.db.selectFrom('dci').select(['id', 'is_active']).orderBy('id').execute();
      const before = await dciStates();
      for (const [method, url] of [
        ['POST', `/api/DCI/${raw}/deactivate`],
        ['DELETE', `/api/dci/${raw}/delete`],
        ['PATCH', `/api/ALL_DCI/${raw}`],
        ['DELETE', `/api/lists/${raw}`],
        ['POST', `/api/users/${raw}/activate`],
      ] as const) {
        const envelope = await refusedUnchanged(() => send(method, url, method === 'PATCH' ? { is_active: false } : undefined));
        expect(Object.keys(envelope.fields ?? {})).toEqual(['id']);
      }
      expect(await dciStates()).toEqual(before);
    });

    test('in a body and a query too; plain digits still work', async () => {
      expect((await refusedUnchanged(() => send('POST', API_PATHS.specialtyAdd, { ...specialty(), dci: '0x10' }))).fields).toEqual({ dci: INVALID });
      refused(await send('GET', `${API_PATHS.specialtyList}?dci=1e1`));
      expect((await send('GET', `/api/ALL_DCI/${dciId}`)).statusCode).toBe(200);
      expect((await send('POST', API_PATHS.specialtyAdd, { ...specialty(), dci: String(dciId) })).statusCode).toBe(201);
    });

    test("a new user's structure and a reset's user id", async () => {
      const newUser = { ...registration(900), structures: [{ structure: '0x10', role: 'AGENT' }] };
      expect(Object.keys((await refusedUnchanged(() => send('POST', API_PATHS.users, newUser))).fields ?? {})).toEqual(['structures.0.structure']);
      const change = { userId: '0x10', token: 'x'.repeat(32), newPassword: 'Hostile-Input-2026' };
      expect(Object.keys((await refusedUnchanged(() => send('POST', ACCOUNT_API_PATHS.resetPasswordChange, change, null))).fields ?? {})).toEqual(['userId']);
    });
  });

  test('a DELETE refuses a body it does not expect', async () => {
    const doomed = (await send('POST', API_PATHS.dciAdd, dci())).json<{ id: number }>().id;
    const envelope = await refusedUnchanged(() => send('DELETE', apiPath(API_PATHS.dciDelete, { id: doomed }), { force: true }));
    expect(envelope.fields).toEqual({ non_field_errors: [{ code: 'unknown_field', key: FIELD_ERROR_CODES.unknown_field }] });
    await refusedUnchanged(() => send('DELETE', apiPath(API_PATHS.optionListOne, { id: listId }), '{}'));
    expect((await send('DELETE', apiPath(API_PATHS.dciDelete, { id: doomed }))).statusCode).toBe(204);
  });
});
