import {
  API_PATHS,
  ERROR_CODES,
  ERROR_KEYS,
  HTTP_ERROR_KEYS,
  apiPath,
  type DciDetail,
  type DciRow,
  type Paged,
  type SpecialtyRow,
} from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { Users, call, insertDci, insertSpecialty, rowCounts } from './reference-helpers.js';

const BCG = 'BCG (vaccin tuberculeux vivant atténué)';
const required = { code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' };

describe.each(BACKENDS)('DCI on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await new Users(t).named('admin');
  });
  afterAll(() => t.close());

  const as = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(t, admin, { method, url, ...(payload ? { payload } : {}) });
  async function list(query = ''): Promise<Paged<DciRow>> {
    const response = await as('GET', `${API_PATHS.dciList}?page_size=50${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  }
  const auditOf = (entityId: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'entity', 'user_id', 'before', 'after'])
      .where('entity', '=', 'dci')
      .where('entity_id', '=', String(entityId))
      .orderBy('id')
      .execute();
  const adminId = async () => (await t.db.selectFrom('app_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;

  describe('POST /api/ADD_DCI', () => {
    test('creates the DCI (name trimmed, spaces collapsed), answers 201 with its detail and audits it', async () => {
      const response = await as('POST', API_PATHS.dciAdd, {
        name: '  Vaccin   méningococcique C conjugué ',
        vaccineType: 'conjugate',
        vaccineCategory: 'occasional',
        ageRange: ['M3', 'M12'],
      });
      expect(response.statusCode).toBe(201);
      const created = response.json<DciDetail>();
      expect(created).toEqual({
        id: expect.any(Number),
        name: 'Vaccin méningococcique C conjugué',
        nameAr: null,
        vaccineType: 'conjugate',
        vaccineCategory: 'occasional',
        ageRange: ['M3', 'M12'],
        is_active: true,
        validityDays: null,
        specialtiesCount: 0,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect((await as('GET', apiPath(API_PATHS.dciOne, { id: created.id }))).json()).toEqual(created);
      const [entry, ...more] = await auditOf(created.id);
      expect(more).toEqual([]);
      expect(entry).toEqual({
        action: 'create',
        entity: 'dci',
        user_id: await adminId(),
        before: null,
        after: expect.objectContaining({ name: created.name, is_active: true }),
      });
    });

    test('ageRange defaults to any age and is_active may be given', async () => {
      const response = await as('POST', API_PATHS.dciAdd, {
        name: 'Vaccin archivé dès sa création',
        vaccineType: 'toxoid',
        vaccineCategory: 'occasional',
        is_active: false,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ ageRange: [], is_active: false });
    });

    test('bad input is a 400 naming every field, and nothing is written', async () => {
      const before = await rowCounts(t);
      const response = await as('POST', API_PATHS.dciAdd, { name: '  a  ', vaccineType: 'magic', ageRange: ['M2', 'M2', 'week3'], colour: 'red' });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.key).toBe(HTTP_ERROR_KEYS.VALIDATION);
      expect(body.errorCode).toBeUndefined();
      expect(body.fields).toEqual({
        name: [{ code: 'too_short', key: 'ERROR.CODE.VALIDATION.TOO_SHORT', params: { limit: 2 } }],
        vaccineType: [{ code: 'invalid_choice', key: 'ERROR.CODE.VALIDATION.INVALID_CHOICE' }],
        vaccineCategory: [required],
        'ageRange.2': [{ code: 'invalid', key: 'ERROR.CODE.VALIDATION.INVALID' }],
        ageRange: [{ code: 'invalid', key: 'ERROR.CODE.VALIDATION.INVALID' }],
        colour: [{ code: 'unknown_field', key: 'ERROR.CODE.VALIDATION.UNKNOWN_FIELD' }],
      });
      const long = await as('POST', API_PATHS.dciAdd, { name: 'x'.repeat(201), vaccineType: 'toxoid', vaccineCategory: 'routine' });
      expect(long.json().fields).toEqual({ name: [{ code: 'too_long', key: 'ERROR.CODE.VALIDATION.TOO_LONG', params: { limit: 200 } }] });
      expect((await as('POST', API_PATHS.dciAdd)).statusCode).toBe(400);
      expect(await rowCounts(t)).toEqual(before);
    });

    test('a name is unique whatever its case: 400, code 200, on the name field; nothing written', async () => {
      const before = await rowCounts(t);
      const response = await as('POST', API_PATHS.dciAdd, {
        name: BCG.toUpperCase().replace('ATTÉNUÉ', 'atténué'),
        vaccineType: 'live_attenuated',
        vaccineCategory: 'routine',
        ageRange: ['B'],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: expect.stringContaining('already exists'),
        errorCode: ERROR_CODES.ENTITY_ALREADY_EXISTS,
        key: ERROR_KEYS.ENTITY_ALREADY_EXISTS,
        fields: { name: [{ code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' }] },
      });
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('GET /api/ALL_DCI/{id}', () => {
    test('the detail counts the specialties; an unknown id is a 404 with code 203; a bad id a 400', async () => {
      const id = await insertDci(t);
      await insertSpecialty(t, id);
      await insertSpecialty(t, id, { is_active: false });
      expect((await as('GET', apiPath(API_PATHS.dciOne, { id }))).json()).toMatchObject({ id, specialtiesCount: 2 });

      const missing = await as('GET', apiPath(API_PATHS.dciOne, { id: 999999 }));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'No DCI with id 999999', errorCode: ERROR_CODES.ENTITY_NOT_FOUND, key: ERROR_KEYS.ENTITY_NOT_FOUND });
      for (const bad of ['abc', '0', '99999999999']) {
        const response = await as('GET', `${API_PATHS.dciList}/${bad}`);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().fields)).toEqual(['id']);
      }
    });
  });

  describe('PATCH and PUT /api/ALL_DCI/{id}', () => {
    test('PATCH changes the fields sent and audits before and after; the same values change nothing', async () => {
      const id = await insertDci(t);
      const response = await as('PATCH', apiPath(API_PATHS.dciOne, { id }), { vaccineCategory: 'routine', ageRange: ['M2', 'M4'] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id, vaccineType: 'inactivated', vaccineCategory: 'routine', ageRange: ['M2', 'M4'] });
      expect(await auditOf(id)).toEqual([
        {
          action: 'update',
          entity: 'dci',
          user_id: await adminId(),
          before: expect.objectContaining({ vaccineCategory: 'occasional', ageRange: ['M2'] }),
          after: expect.objectContaining({ vaccineCategory: 'routine', ageRange: ['M2', 'M4'] }),
        },
      ]);
      expect((await as('PATCH', apiPath(API_PATHS.dciOne, { id }), { vaccineCategory: 'routine' })).statusCode).toBe(200);
      expect(await auditOf(id)).toHaveLength(1);
    });

    test("a DCI may take its own name in another case; not another DCI's (400, code 200)", async () => {
      const id = await insertDci(t, { name: 'Vaccin de la dengue' });
      const own = await as('PATCH', apiPath(API_PATHS.dciOne, { id }), { name: 'VACCIN DE LA DENGUE' });
      expect(own.statusCode).toBe(200);
      expect(own.json().name).toBe('VACCIN DE LA DENGUE');
      const taken = await as('PATCH', apiPath(API_PATHS.dciOne, { id }), { name: BCG.replace('BCG', 'bcg') });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toMatchObject({ errorCode: 200, fields: { name: [{ code: 'unique' }] } });
      expect((await t.db.selectFrom('dci').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name).toBe('VACCIN DE LA DENGUE');
    });

    test('PATCH needs a field; PUT needs them all; an unknown DCI is a 404 (203)', async () => {
      const id = await insertDci(t);
      const empty = await as('PATCH', apiPath(API_PATHS.dciOne, { id }), {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({ non_field_errors: [{ code: 'invalid', key: 'ERROR.CODE.VALIDATION.INVALID', params: { limit: 1 } }] });
      const partialPut = await as('PUT', apiPath(API_PATHS.dciOne, { id }), { name: 'Vaccin remplacé en partie' });
      expect(partialPut.statusCode).toBe(400);
      expect(partialPut.json().fields).toEqual({ vaccineType: [required], vaccineCategory: [required] });
      const put = await as('PUT', apiPath(API_PATHS.dciOne, { id }), {
        name: 'Vaccin remplacé en entier',
        vaccineType: 'subunit',
        vaccineCategory: 'international',
      });
      expect(put.json()).toMatchObject({ name: 'Vaccin remplacé en entier', vaccineType: 'subunit', vaccineCategory: 'international', ageRange: [] });
      const missing = await as('PATCH', apiPath(API_PATHS.dciOne, { id: 999999 }), { vaccineType: 'toxoid' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errorCode).toBe(203);
    });
  });

  describe('activation', () => {
    test('deactivating moves a DCI under the archived toggle, activating brings it back; both are idempotent and audited once', async () => {
      const id = await insertDci(t, { name: 'Vaccin à archiver' });
      const inList = async (isActive: 0 | 1) => (await list(`&is_active=${isActive}&search=archiver`)).results.map((d) => d.id);
      expect(await inList(1)).toEqual([id]);

      const deactivated = await as('POST', apiPath(API_PATHS.dciDeactivate, { id }));
      expect(deactivated.statusCode).toBe(200);
      expect(deactivated.json()).toMatchObject({ id, is_active: false });
      expect(await inList(1)).toEqual([]);
      expect(await inList(0)).toEqual([id]);
      expect((await as('DELETE', apiPath(API_PATHS.dciDeactivate, { id }))).json().is_active).toBe(false);

      const activated = await as('POST', apiPath(API_PATHS.dciActivate, { id }));
      expect(activated.json()).toMatchObject({ id, is_active: true });
      expect(await inList(1)).toEqual([id]);
      expect(await inList(0)).toEqual([]);
      expect((await auditOf(id)).map((e) => e.action)).toEqual(['deactivate', 'activate']);
    });

    test('an unknown DCI is a 404 (203); a body is refused', async () => {
      expect((await as('POST', apiPath(API_PATHS.dciActivate, { id: 999999 }))).json().errorCode).toBe(203);
      const withBody = await as('POST', apiPath(API_PATHS.dciActivate, { id: await insertDci(t) }), { force: true });
      expect(withBody.statusCode).toBe(400);
      expect(withBody.json().fields).toEqual({ force: [{ code: 'unknown_field', key: 'ERROR.CODE.VALIDATION.UNKNOWN_FIELD' }] });
    });
  });

  describe('DELETE /api/dci/{id}/delete', () => {
    test('removes an unused DCI (204, then 404) and audits what it was', async () => {
      const id = await insertDci(t, { name: 'Vaccin saisi par erreur' });
      const response = await as('DELETE', apiPath(API_PATHS.dciDelete, { id }));
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await as('GET', apiPath(API_PATHS.dciOne, { id }))).statusCode).toBe(404);
      expect((await list('&search=saisi%20par%20erreur')).count).toBe(0);
      expect(await auditOf(id)).toEqual([
        { action: 'delete', entity: 'dci', user_id: await adminId(), before: expect.objectContaining({ id, name: 'Vaccin saisi par erreur' }), after: null },
      ]);
      expect((await as('DELETE', apiPath(API_PATHS.dciDelete, { id }))).json().errorCode).toBe(203);
    });

    test('keeps a DCI vaccinations, the schedule or specialties use: 400, code 201, nothing written', async () => {
      const bcg = (await list('&search=BCG')).results[0]!;
      const withSpecialty = await insertDci(t);
      await insertSpecialty(t, withSpecialty);
      const before = await rowCounts(t);
      for (const id of [bcg.id, withSpecialty]) {
        const response = await as('DELETE', apiPath(API_PATHS.dciDelete, { id }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          detail: expect.stringMatching(/deactivate it instead$/),
          errorCode: ERROR_CODES.ENTITY_NOT_VALID,
          key: ERROR_KEYS.ENTITY_NOT_VALID,
        });
      }
      expect((await as('DELETE', apiPath(API_PATHS.dciDelete, { id: bcg.id }))).json().detail).toMatch(/vaccination\(s\).*routine schedule.*specialty/);
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('GET /api/ALL_DCI', () => {
    test('filters by vaccine type and category, orders by the active flag', async () => {
      const toxoids = await list('&vaccine_type=toxoid');
      expect(toxoids.count).toBeGreaterThan(0);
      expect(toxoids.results.every((d) => d.vaccineType === 'toxoid')).toBe(true);
      expect((await as('GET', `${API_PATHS.dciList}?vaccine_type=potion`)).json().fields.vaccine_type[0].code).toBe('invalid_choice');
      const byFlag = await list('&ordering=is_active');
      expect(byFlag.results[0]!.is_active).toBe(false);
    });
  });

  describe('GET /api/dci-speciality/{id}', () => {
    test("pages one DCI's specialties, with the archived toggle; an unknown DCI is a 404 (203)", async () => {
      const id = await insertDci(t);
      const other = await insertDci(t);
      const mine = [
        await insertSpecialty(t, id, { commercial_name: 'Alpha' }),
        await insertSpecialty(t, id, { commercial_name: 'Beta' }),
        await insertSpecialty(t, id, { commercial_name: 'Gamma', is_active: false }),
      ];
      await insertSpecialty(t, other);
      const url = apiPath(API_PATHS.dciSpecialties, { id });
      const all = (await as('GET', url)).json<Paged<SpecialtyRow>>();
      expect(all.count).toBe(3);
      expect(all.results.map((s) => s.id)).toEqual(mine);
      expect(all.results.every((s) => s.dci === id)).toBe(true);
      expect((await as('GET', `${url}?page_size=2&page=2`)).json<Paged<SpecialtyRow>>().results.map((s) => s.commercialName)).toEqual(['Gamma']);
      expect((await as('GET', `${url}?is_active=0`)).json<Paged<SpecialtyRow>>().results.map((s) => s.commercialName)).toEqual(['Gamma']);
      expect((await as('GET', `${url}?is_active=1&ordering=-commercialName`)).json<Paged<SpecialtyRow>>().results.map((s) => s.commercialName)).toEqual([
        'Beta',
        'Alpha',
      ]);
      const missing = await as('GET', apiPath(API_PATHS.dciSpecialties, { id: 999999 }));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errorCode).toBe(203);
    });
  });
});
