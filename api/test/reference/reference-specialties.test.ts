import { API_PATHS, ERROR_CODES, ERROR_KEYS, HTTP_ERROR_KEYS, PCT_CODE_PATTERN, apiPath, type Paged, type SpecialtyRow } from '@evax/shared/contract';
import { DEMO_PCT_PREFIX, SPECIALTY_CATALOGUE } from '../../src/db/seed/reference/specialties.js';
import { BACKENDS } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { Users, call, freshPctCode, insertDci, insertSpecialty, rowCounts } from './reference-helpers.js';

describe.each(BACKENDS)('specialties on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await new Users(t).named('admin');
  });
  afterAll(() => t.close());

  const as = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(t, admin, { method, url, ...(payload ? { payload } : {}) });
  async function list(query = ''): Promise<Paged<SpecialtyRow>> {
    const response = await as('GET', `${API_PATHS.specialtyList}?page_size=50${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  const body = (dci: number, overrides: object = {}) => ({
    dci,
    pctCode: freshPctCode(),
    commercialName: 'Vaxiton 10',
    manufacturer: 'Laboratoires Médis',
    ...overrides,
  });

  describe('the seed and GET /api/specialityList', () => {
    test('the list shows the active specialties by default (spec 3 §9), the archived ones with is_active=0', async () => {
      const active = SPECIALTY_CATALOGUE.filter((s) => s.isActive !== false);
      const page = await list();
      expect(page.count).toBe(active.length);
      expect(page.results.every((s) => s.is_active)).toBe(true);
      expect((await list('&is_active=0')).results.map((s) => s.commercialName)).toEqual(['Quinvaxem']);
      expect((await as('GET', `${API_PATHS.specialtyList}?is_active=2`)).json().fields.is_active[0].code).toBe('invalid_choice');
    });

    test('seeded rows carry the DCI, a demo PCT code, the manufacturer, the label and the reminder', async () => {
      const { results } = await list('&search=typhim');
      expect(results).toEqual([
        {
          id: expect.any(Number),
          dci: expect.any(Number),
          dciName: 'Vaccin typhoïdique polyosidique Vi',
          dciNameAr: 'لقاح حمى التيفوئيد السكريدي',
          pctCode: expect.stringMatching(new RegExp(`^${DEMO_PCT_PREFIX}\\d{4}$`)),
          commercialName: 'Typhim Vi',
          manufacturer: 'Sanofi Pasteur',
          label: 'Solution injectable en seringue préremplie, 0,5 ml',
          labelAr: 'محلول للحقن في حقنة معبأة مسبقا، 0,5 مل',
          reminder: 1095,
          is_active: true,
        },
      ]);
      expect(results[0]!.pctCode).toMatch(PCT_CODE_PATTERN);
    });

    test('the search matches the commercial name, the manufacturer, the DCI anywhere and the PCT code from its start', async () => {
      expect((await list('&search=PREVENAR')).results.map((s) => s.commercialName)).toEqual(['Prevenar 13']);
      expect((await list('&search=rabique')).results.map((s) => s.commercialName).sort()).toEqual([
        'Equirab',
        'Imogam Rage',
        'Rabipur',
        'Rabivax-S',
        'Verorab',
      ]);
      expect((await list('&search=bavarian')).results.map((s) => s.commercialName)).toEqual(['Rabipur']);
      const [first] = (await list('&ordering=pctCode')).results;
      expect((await list(`&search=${first!.pctCode}`)).results.map((s) => s.id)).toEqual([first!.id]);
      expect((await list(`&search=${first!.pctCode.slice(1)}`)).results).toEqual([]);
    });

    test('?id= answers one specialty, active or not; an unknown one is a 404 (203)', async () => {
      const id = await insertSpecialty(t, await insertDci(t), { is_active: false });
      const one = await as('GET', `${API_PATHS.specialtyList}?id=${id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({ id, is_active: false });
      const missing = await as('GET', `${API_PATHS.specialtyList}?id=999999`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'No specialty with id 999999', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: ERROR_KEYS.ENTITY_NOT_FOUND });
    });

    test('filters by DCI', async () => {
      const dci = await insertDci(t);
      const id = await insertSpecialty(t, dci);
      expect((await list(`&dci=${dci}`)).results.map((s) => s.id)).toEqual([id]);
    });
  });

  describe('POST /api/ADD_Specialtie', () => {
    test('creates the specialty (201), empty label stored as none, audited', async () => {
      const dci = await insertDci(t);
      const response = await as('POST', API_PATHS.specialtyAdd, body(dci, { label: '  ', reminder: 365, commercialName: '  Vaxiton   10 ' }));
      expect(response.statusCode).toBe(201);
      const created = response.json<SpecialtyRow>();
      expect(created).toMatchObject({
        dci,
        commercialName: 'Vaxiton 10',
        label: null,
        reminder: 365,
        is_active: true,
        dciName: expect.stringContaining('Vaccin de test'),
      });
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'after'])
        .where('entity', '=', 'specialty')
        .where('entity_id', '=', String(created.id))
        .execute();
      expect(audit).toEqual([{ action: 'create', after: created }]);
    });

    test('bad input is a 400 naming every field; nothing is written', async () => {
      const before = await rowCounts(t);
      const response = await as('POST', API_PATHS.specialtyAdd, {
        dci: 'x',
        pctCode: '12-34',
        commercialName: 'A',
        reminder: 0,
        label: 'l'.repeat(201),
        extra: 1,
      });
      expect(response.statusCode).toBe(400);
      const { fields, errorCode, key } = response.json();
      expect({ errorCode, key }).toEqual({ errorCode: undefined, key: HTTP_ERROR_KEYS.VALIDATION });
      expect(Object.keys(fields).sort()).toEqual(['commercialName', 'dci', 'extra', 'label', 'manufacturer', 'pctCode', 'reminder']);
      expect(fields.reminder).toEqual([{ code: 'min_value', key: 'ERROR.CODE.VALIDATION.MIN_VALUE', params: { limit: 1 } }]);
      expect(fields.pctCode[0].code).toBe('invalid');
      expect((await as('POST', API_PATHS.specialtyAdd, body(1, { reminder: 36501 }))).json().fields.reminder[0].code).toBe('max_value');
      expect((await as('POST', API_PATHS.specialtyAdd, body(1, { reminder: 'ten days' }))).json().fields.reminder[0].code).toBe('invalid');
      expect(await rowCounts(t)).toEqual(before);
    });

    test('the DCI must exist and be active: 400, code 201, on the dci field', async () => {
      const before = await rowCounts(t);
      const inactive = await insertDci(t, { is_active: false });
      for (const dci of [999999, inactive]) {
        const response = await as('POST', API_PATHS.specialtyAdd, body(dci));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          errorCode: ERROR_CODES.ENTITY_NOT_VALID,
          key: ERROR_KEYS.ENTITY_NOT_VALID,
          fields: { dci: [{ code: 'invalid_choice' }] },
        });
      }
      expect((await rowCounts(t)).specialty).toBe(before.specialty);
    });

    test('the PCT code is unique: 400, code 200, on the pctCode field', async () => {
      const dci = await insertDci(t);
      const pctCode = freshPctCode();
      expect((await as('POST', API_PATHS.specialtyAdd, body(dci, { pctCode }))).statusCode).toBe(201);
      const before = await rowCounts(t);
      const again = await as('POST', API_PATHS.specialtyAdd, body(dci, { pctCode, commercialName: 'Autre produit' }));
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        detail: `A specialty with the PCT code ${pctCode} already exists`,
        errorCode: ERROR_CODES.ENTITY_ALREADY_EXISTS,
        key: ERROR_KEYS.ENTITY_ALREADY_EXISTS,
        fields: { pctCode: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] },
      });
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('PATCH and PUT /api/Specialtie/{id}', () => {
    test('PATCH changes the fields sent; moving to an inactive DCI is a 201; keeping a DCI since deactivated is fine', async () => {
      const dci = await insertDci(t);
      const id = await insertSpecialty(t, dci);
      const url = apiPath(API_PATHS.specialtyOne, { id });
      expect((await as('PATCH', url, { reminder: 730, label: 'Flacon de 10 doses' })).json()).toMatchObject({ id, reminder: 730, label: 'Flacon de 10 doses' });
      expect((await as('PATCH', url, { reminder: null })).json().reminder).toBeNull();

      const inactive = await insertDci(t, { is_active: false });
      const moved = await as('PATCH', url, { dci: inactive });
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toMatchObject({ errorCode: 201, fields: { dci: [{ code: 'invalid_choice' }] } });

      await t.db.updateTable('dci').set({ is_active: false }).where('id', '=', dci).execute();
      const kept = await as('PATCH', url, { dci, commercialName: 'Vaxiton 20' });
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ dci, commercialName: 'Vaxiton 20' });
    });

    test("another specialty's PCT code is a 400 (200); PUT replaces every field; an unknown id is a 404 (203)", async () => {
      const dci = await insertDci(t);
      const first = await insertSpecialty(t, dci);
      const second = await insertSpecialty(t, dci);
      const { pct_code } = await t.db.selectFrom('specialty').select('pct_code').where('id', '=', first).executeTakeFirstOrThrow();
      const taken = await as('PATCH', apiPath(API_PATHS.specialtyOne, { id: second }), { pctCode: pct_code });
      expect(taken.json()).toMatchObject({ errorCode: 200, fields: { pctCode: [{ code: 'unique' }] } });
      expect((await as('PATCH', apiPath(API_PATHS.specialtyOne, { id: first }), { pctCode: pct_code })).statusCode).toBe(200);

      const put = await as('PUT', apiPath(API_PATHS.specialtyOne, { id: second }), body(dci, { label: 'Nouvelle présentation' }));
      expect(put.json()).toMatchObject({ id: second, commercialName: 'Vaxiton 10', label: 'Nouvelle présentation', reminder: null });
      expect((await as('PUT', apiPath(API_PATHS.specialtyOne, { id: second }), { pctCode: freshPctCode() })).json().fields).toHaveProperty('dci');
      expect((await as('PATCH', apiPath(API_PATHS.specialtyOne, { id: 999999 }), { reminder: 1 })).json().errorCode).toBe(203);
    });
  });

  describe('activation and deletion', () => {
    test('deactivating moves a specialty under the archived toggle; activating brings it back', async () => {
      const id = await insertSpecialty(t, await insertDci(t), { commercial_name: 'Produit à archiver' });
      const ids = async (isActive: 0 | 1) => (await list(`&is_active=${isActive}&search=archiver`)).results.map((s) => s.id);
      expect(await ids(1)).toEqual([id]);
      expect((await as('POST', apiPath(API_PATHS.specialtyDeactivate, { id }))).json()).toMatchObject({ is_active: false });
      expect(await ids(1)).toEqual([]);
      expect(await ids(0)).toEqual([id]);
      expect((await as('DELETE', apiPath(API_PATHS.specialtyDeactivate, { id }))).statusCode).toBe(200);
      expect((await as('POST', apiPath(API_PATHS.specialtyActivate, { id }))).json()).toMatchObject({ is_active: true });
      expect(await ids(1)).toEqual([id]);
      const actions = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'specialty')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute();
      expect(actions.map((a) => a.action)).toEqual(['deactivate', 'activate']);
    });

    test('DELETE removes it (204, then 404 with code 203) and audits it', async () => {
      const id = await insertSpecialty(t, await insertDci(t));
      const before = await rowCounts(t);
      expect((await as('DELETE', apiPath(API_PATHS.specialtyDelete, { id }))).statusCode).toBe(204);
      expect(await rowCounts(t)).toEqual({ ...before, specialty: before.specialty - 1, audit_log: before.audit_log + 1 });
      expect((await as('GET', `${API_PATHS.specialtyList}?id=${id}`)).statusCode).toBe(404);
      const again = await as('DELETE', apiPath(API_PATHS.specialtyDelete, { id }));
      expect(again.statusCode).toBe(404);
      expect(again.json().errorCode).toBe(203);
    });
  });
});
