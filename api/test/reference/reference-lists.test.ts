import {
  API_PATHS,
  ERROR_CODES,
  ERROR_KEYS,
  HTTP_ERROR_KEYS,
  OPTION_LIST_CODES,
  apiPath,
  type OptionListChoices,
  type OptionListDetail,
  type OptionListRow,
  type Paged,
} from '@evax/shared/contract';
import { OPTION_LISTS } from '../../src/db/seed/reference/option-lists.js';
import { BACKENDS } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { Users, call, freshListNames, insertList, multipart, rowCounts } from './reference-helpers.js';

const invalid = { code: 'invalid', key: 'ERROR.CODE.VALIDATION.INVALID' };
const unique = { code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' };

describe.each(BACKENDS)('option lists on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let agent: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const users = new Users(t);
    admin = await users.named('admin');
    agent = await users.named('agent');
  });
  afterAll(() => t.close());

  const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => call(t, admin, { method, url, ...(payload ? { payload } : {}) });
  const choices = async (code: string, token = agent) => {
    const response = await call(t, token, { method: 'GET', url: apiPath(API_PATHS.optionListChoices, { code }) });
    expect(response.statusCode).toBe(200);
    return response.json<OptionListChoices>();
  };
  async function create(addedOptionSet: object[], extra: object = {}): Promise<OptionListDetail> {
    const response = await as('POST', API_PATHS.optionLists, { ...freshListNames(), addedOptionSet, ...extra });
    expect(response.statusCode).toBe(201);
    return response.json();
  }
  const patch = (id: number, payload: object) => as('PATCH', apiPath(API_PATHS.optionListOne, { id }), payload);

  describe('the seeded lists', () => {
    test('every list the other areas need, read-only default options by rank, each with a stable code', async () => {
      const page = (await as('GET', `${API_PATHS.optionLists}?page_size=50`)).json<Paged<OptionListRow>>();
      expect(page.count).toBe(OPTION_LISTS.length);
      expect(page.results.map((l) => l.code).sort()).toEqual(Object.values(OPTION_LIST_CODES).sort());
      expect(page.results.every((l) => l.isSystem && l.is_active && l.addedOptionsCount === 0 && l.defaultOptionsCount > 0)).toBe(true);

      const birth = page.results.find((l) => l.code === OPTION_LIST_CODES.birthType)!;
      const detail = (await as('GET', apiPath(API_PATHS.optionListOne, { id: birth.id }))).json<OptionListDetail>();
      expect(detail).toMatchObject({ code: 'BIRTH_TYPE', nameFr: 'Type de naissance', nameAr: 'نوع الولادة', addedOptionSet: [] });
      expect(detail.defaultOptionSet.map((o) => [o.rank, o.code, o.valueFr])).toEqual([
        [1, 'TERM', 'Naissance à terme'],
        [2, 'PREMATURE_LT28', 'Prématuré - moins de 28 semaines'],
        [3, 'PREMATURE_28_32', 'Prématuré - 28 à moins de 32 semaines'],
        [4, 'PREMATURE_32_37', 'Prématuré - 32 à moins de 37 semaines'],
        [5, 'POST_TERM', 'Post-terme - 42 semaines ou plus'],
      ]);
      expect(detail.optionSet.map((o) => o.code)).toEqual(detail.defaultOptionSet.map((o) => o.code));
    });

    test('any signed-in user reads the choices of a list by its code; an unknown code is a 404 (203), a malformed one a 400', async () => {
      const sites = await choices(OPTION_LIST_CODES.injectionSite);
      expect(sites).toMatchObject({ code: 'INJECTION_SITE', nameFr: "Site d'injection", is_active: true });
      expect(sites.options.map((o) => o.code)).toEqual(['LEFT_ARM', 'RIGHT_ARM', 'LEFT_THIGH', 'RIGHT_THIGH', 'ORAL', 'LOCAL', 'GENERAL']);
      expect(sites.options[0]).toEqual({ id: expect.any(Number), code: 'LEFT_ARM', valueFr: 'Bras gauche', valueAr: 'الذراع الأيسر' });
      expect((await choices(OPTION_LIST_CODES.exposureCategory)).options.map((o) => o.code)).toEqual(['CAT_I', 'CAT_II', 'CAT_III']);

      const missing = await call(t, agent, { method: 'GET', url: apiPath(API_PATHS.optionListChoices, { code: 'NO_SUCH_LIST' }) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        detail: 'No list with the code NO_SUCH_LIST',
        errorCode: ERROR_CODES.ENTITY_NOT_FOUND,
        key: ERROR_KEYS.ENTITY_NOT_FOUND,
      });
      expect((await call(t, agent, { method: 'GET', url: apiPath(API_PATHS.optionListChoices, { code: 'birth type' }) })).statusCode).toBe(400);
    });

    test('a seeded list takes added options after its defaults, never a value one of them has, and cannot be deleted (201)', async () => {
      const { results } = (await as('GET', `${API_PATHS.optionLists}?search=esp%C3%A8ce`)).json<Paged<OptionListRow>>();
      const species = results.find((l) => l.code === OPTION_LIST_CODES.animalSpecies)!;
      const duplicate = await patch(species.id, { addedOptionSet: [{ valueFr: 'CHIEN', valueAr: 'ذئب' }] });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json()).toMatchObject({ errorCode: ERROR_CODES.ENTITY_ALREADY_EXISTS, fields: { 'addedOptionSet.0.valueFr': [unique] } });

      const added = await patch(species.id, { addedOptionSet: [{ valueFr: 'Loup', valueAr: 'ذئب' }] });
      expect(added.statusCode).toBe(200);
      expect(added.json<OptionListDetail>().addedOptionSet).toEqual([{ id: expect.any(Number), rank: 1, valueFr: 'Loup', valueAr: 'ذئب', active: true }]);
      const offered = (await choices(OPTION_LIST_CODES.animalSpecies)).options;
      expect(offered.at(-1)).toMatchObject({ code: null, valueFr: 'Loup' });
      expect(offered.at(-2)).toMatchObject({ code: 'OTHER' });

      const before = await rowCounts(t);
      const deleted = await as('DELETE', apiPath(API_PATHS.optionListOne, { id: species.id }));
      expect(deleted.statusCode).toBe(400);
      expect(deleted.json()).toMatchObject({ errorCode: ERROR_CODES.ENTITY_NOT_VALID, key: ERROR_KEYS.ENTITY_NOT_VALID });
      expect(await rowCounts(t)).toEqual(before);
      expect((await patch(species.id, { defaultOptionSet: [] })).json().fields).toEqual({
        defaultOptionSet: [{ code: 'unknown_field', key: 'ERROR.CODE.VALIDATION.UNKNOWN_FIELD' }],
      });
      expect((await patch(species.id, { code: 'ANIMALS' })).json().fields).toHaveProperty('code');
    });
  });

  describe('POST /api/lists', () => {
    test('creates a list from JSON (201): added options ranked in the order sent, audited', async () => {
      const list = await create([
        { valueFr: 'Cicatrice visible', valueAr: 'ندبة ظاهرة' },
        { valueFr: 'Pas de cicatrice', valueAr: 'لا توجد ندبة', active: false },
      ]);
      expect(list).toMatchObject({ isSystem: false, is_active: true, defaultOptionSet: [], defaultOptionsCount: 0, addedOptionsCount: 2 });
      expect(list.addedOptionSet.map((o) => [o.rank, o.valueFr, o.active])).toEqual([
        [1, 'Cicatrice visible', true],
        [2, 'Pas de cicatrice', false],
      ]);
      expect(list.optionSet.map((o) => o.valueFr)).toEqual(['Cicatrice visible']);
      const audit = await t.db
        .selectFrom('audit_log')
        .select(['action', 'after'])
        .where('entity', '=', 'option_list')
        .where('entity_id', '=', String(list.id))
        .execute();
      expect(audit).toEqual([{ action: 'create', after: list }]);
    });

    test('creates a list from a multipart form: addedOptionSet as one JSON part, or as bracketed parts', async () => {
      const names = freshListNames();
      const json = await call(t, admin, {
        method: 'POST',
        url: API_PATHS.optionLists,
        ...multipart({ ...names, is_active: 'false', addedOptionSet: JSON.stringify([{ valueFr: 'Lait maternel', valueAr: 'حليب الأم' }]) }),
      });
      expect(json.statusCode).toBe(201);
      expect(json.json()).toMatchObject({
        ...names,
        is_active: false,
        addedOptionSet: [{ rank: 1, valueFr: 'Lait maternel', valueAr: 'حليب الأم', active: true }],
      });

      const bracketNames = freshListNames();
      const bracketed = await call(t, admin, {
        method: 'POST',
        url: API_PATHS.optionLists,
        ...multipart({
          code: bracketNames.code,
          nameFr: ` ${bracketNames.nameFr} `,
          nameAr: bracketNames.nameAr,
          'addedOptionSet[0][valueFr]': 'Allaitement mixte',
          'addedOptionSet[0][valueAr]': 'رضاعة مختلطة',
          'addedOptionSet[1][valueFr]': 'Lait artificiel',
          'addedOptionSet[1][valueAr]': 'حليب اصطناعي',
          'addedOptionSet[1][active]': 'false',
        }),
      });
      expect(bracketed.statusCode).toBe(201);
      expect(bracketed.json<OptionListDetail>()).toMatchObject({ nameFr: bracketNames.nameFr });
      expect(bracketed.json<OptionListDetail>().addedOptionSet.map((o) => [o.rank, o.valueFr, o.active])).toEqual([
        [1, 'Allaitement mixte', true],
        [2, 'Lait artificiel', false],
      ]);

      const before = await rowCounts(t);
      const withFile = await call(t, admin, {
        method: 'POST',
        url: API_PATHS.optionLists,
        ...multipart({ ...freshListNames(), logo: { filename: 'a.png', content: 'x' } }),
      });
      expect(withFile.statusCode).toBe(400);
      expect(withFile.json().fields).toEqual({ logo: [invalid] });
      const badJson = await call(t, admin, { method: 'POST', url: API_PATHS.optionLists, ...multipart({ ...freshListNames(), addedOptionSet: '[{' }) });
      expect(badJson.json().fields).toEqual({ addedOptionSet: [{ code: 'not_a_list', key: 'ERROR.CODE.VALIDATION.NOT_A_LIST' }] });
      const polluted = await call(t, admin, { method: 'POST', url: API_PATHS.optionLists, ...multipart({ ...freshListNames(), '__proto__[x]': 'y' }) });
      expect(polluted.statusCode).toBe(400);
      expect(await rowCounts(t)).toEqual(before);
    });

    test('Arabic values in Arabic script, French ones in Latin script, 1 to 100 options: 400 with the fields, nothing written', async () => {
      const before = await rowCounts(t);
      const post = (payload: object) => as('POST', API_PATHS.optionLists, { ...freshListNames(), ...payload });
      const scripts = await post({
        addedOptionSet: [
          { valueFr: 'Oui', valueAr: 'Oui' },
          { valueFr: 'نعم', valueAr: 'نعم' },
          { valueFr: 'Peut-être <script>', valueAr: 'ربما' },
          { valueFr: 'Non' },
        ],
      });
      expect(scripts.statusCode).toBe(400);
      expect(scripts.json().errorCode).toBeUndefined();
      expect(scripts.json().fields).toEqual({ 'addedOptionSet.3.valueAr': [{ code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' }] });
      const rules = await post({
        addedOptionSet: [
          { valueFr: 'Oui', valueAr: 'Oui' },
          { valueFr: 'نعم', valueAr: 'نعم' },
          { valueFr: 'Peut-être <script>', valueAr: 'ربما' },
        ],
      });
      expect(rules.json()).toMatchObject({ key: HTTP_ERROR_KEYS.VALIDATION });
      expect(rules.json().fields).toEqual({
        'addedOptionSet.0.valueAr': [invalid],
        'addedOptionSet.1.valueFr': [invalid],
        'addedOptionSet.2.valueFr': [invalid],
      });
      const names = await as('POST', API_PATHS.optionLists, {
        code: 'lower_case',
        nameFr: 'قائمة',
        nameAr: 'Liste',
        addedOptionSet: [{ valueFr: 'Oui', valueAr: 'نعم' }],
      });
      expect(Object.keys(names.json().fields).sort()).toEqual(['code']);
      const names2 = await post({ nameFr: 'قائمة', nameAr: 'Liste', addedOptionSet: [{ valueFr: 'Oui', valueAr: 'نعم' }] });
      expect(names2.json().fields).toEqual({ nameFr: [invalid], nameAr: [invalid] });

      expect((await post({ addedOptionSet: [] })).json().fields).toEqual({
        addedOptionSet: [{ code: 'too_short', key: 'ERROR.CODE.VALIDATION.TOO_SHORT', params: { limit: 1 } }],
      });
      const many = Array.from({ length: 101 }, (_, i) => ({ valueFr: `Choix ${i}`, valueAr: `خيار ${i}` }));
      expect((await post({ addedOptionSet: many })).json().fields).toEqual({
        addedOptionSet: [{ code: 'too_long', key: 'ERROR.CODE.VALIDATION.TOO_LONG', params: { limit: 100 } }],
      });
      expect((await post({ addedOptionSet: many.slice(0, 100) })).statusCode).toBe(201);
      expect((await rowCounts(t)).option_list).toBe(before.option_list + 1);
    });

    test('a value twice in a list, or a taken code or name, is a 400 with code 200; no active choice is a 400 with code 201', async () => {
      const before = await rowCounts(t);
      const twice = await as('POST', API_PATHS.optionLists, {
        ...freshListNames(),
        addedOptionSet: [
          { valueFr: 'Oui', valueAr: 'نعم' },
          { valueFr: 'oui', valueAr: 'أجل' },
        ],
      });
      expect(twice.json()).toEqual({
        detail: expect.any(String),
        errorCode: ERROR_CODES.ENTITY_ALREADY_EXISTS,
        key: ERROR_KEYS.ENTITY_ALREADY_EXISTS,
        fields: { 'addedOptionSet.1.valueFr': [unique] },
      });

      const taken = await as('POST', API_PATHS.optionLists, {
        code: 'BIRTH_TYPE',
        nameFr: 'TYPE DE NAISSANCE',
        nameAr: 'نوع الولادة',
        addedOptionSet: [{ valueFr: 'Oui', valueAr: 'نعم' }],
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toMatchObject({ errorCode: 200, fields: { code: [unique], nameFr: [unique], nameAr: [unique] } });

      const noChoice = await as('POST', API_PATHS.optionLists, { ...freshListNames(), addedOptionSet: [{ valueFr: 'Oui', valueAr: 'نعم', active: false }] });
      expect(noChoice.statusCode).toBe(400);
      expect(noChoice.json()).toMatchObject({
        errorCode: ERROR_CODES.ENTITY_NOT_VALID,
        key: ERROR_KEYS.ENTITY_NOT_VALID,
        fields: { addedOptionSet: [invalid] },
      });
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('PATCH /api/lists/{id}', () => {
    test('reorders added options (ids kept, ranks follow the order sent), edits, adds and removes them; the drop-down follows', async () => {
      const list = await create([
        { valueFr: 'Premier', valueAr: 'الأول' },
        { valueFr: 'Deuxième', valueAr: 'الثاني' },
        { valueFr: 'Troisième', valueAr: 'الثالث' },
      ]);
      const [first, second, third] = list.addedOptionSet;
      const reordered = await patch(list.id, { addedOptionSet: [third!, first!, second!].map(({ id, valueFr, valueAr }) => ({ id, valueFr, valueAr })) });
      expect(reordered.statusCode).toBe(200);
      expect(reordered.json<OptionListDetail>().addedOptionSet.map((o) => [o.id, o.rank, o.valueFr])).toEqual([
        [third!.id, 1, 'Troisième'],
        [first!.id, 2, 'Premier'],
        [second!.id, 3, 'Deuxième'],
      ]);
      expect((await choices(list.code)).options.map((o) => o.valueFr)).toEqual(['Troisième', 'Premier', 'Deuxième']);
      expect((await as('GET', apiPath(API_PATHS.optionListOne, { id: list.id }))).json<OptionListDetail>().addedOptionSet.map((o) => o.id)).toEqual([
        third!.id,
        first!.id,
        second!.id,
      ]);

      const edited = await patch(list.id, {
        nameFr: 'Liste réordonnée',
        addedOptionSet: [
          { id: second!.id, valueFr: 'Deuxième (corrigé)', valueAr: 'الثاني', active: false },
          { valueFr: 'Nouveau', valueAr: 'جديد' },
          { id: third!.id, valueFr: 'Troisième', valueAr: 'الثالث' },
        ],
      });
      expect(edited.statusCode).toBe(200);
      const after = edited.json<OptionListDetail>();
      expect(after.nameFr).toBe('Liste réordonnée');
      expect(after.addedOptionSet.map((o) => [o.rank, o.valueFr, o.active])).toEqual([
        [1, 'Deuxième (corrigé)', false],
        [2, 'Nouveau', true],
        [3, 'Troisième', true],
      ]);
      expect(after.addedOptionSet[0]!.id).toBe(second!.id);
      expect(await t.db.selectFrom('option_list_item').select('id').where('id', '=', first!.id).executeTakeFirst()).toBeUndefined();
      expect((await choices(list.code)).options.map((o) => o.valueFr)).toEqual(['Nouveau', 'Troisième']);
      const actions = await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('entity', '=', 'option_list')
        .where('entity_id', '=', String(list.id))
        .orderBy('id')
        .execute();
      expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'update']);
    });

    test("sending the same set changes nothing; another list's option id, an id twice, or no active choice left are 400s with code 201; no option a 400", async () => {
      const list = await create([{ valueFr: 'Oui', valueAr: 'نعم' }]);
      const same = await patch(list.id, { addedOptionSet: list.addedOptionSet.map(({ id, valueFr, valueAr, active }) => ({ id, valueFr, valueAr, active })) });
      expect(same.json()).toEqual(list);
      const other = await create([{ valueFr: 'Non', valueAr: 'لا' }]);
      const before = await rowCounts(t);
      const foreign = await patch(list.id, { addedOptionSet: [{ id: other.addedOptionSet[0]!.id, valueFr: 'Non', valueAr: 'لا' }] });
      expect(foreign.json()).toMatchObject({ errorCode: 201, fields: { 'addedOptionSet.0.id': [{ code: 'invalid_choice' }] } });
      const id = list.addedOptionSet[0]!.id;
      const twice = await patch(list.id, {
        addedOptionSet: [
          { id, valueFr: 'Oui', valueAr: 'نعم' },
          { id, valueFr: 'Si', valueAr: 'بلى' },
        ],
      });
      expect(twice.json()).toMatchObject({ errorCode: 201, fields: { 'addedOptionSet.1.id': [{ code: 'unique' }] } });
      const none = (await patch(list.id, { addedOptionSet: [] })).json();
      expect(none).toMatchObject({ key: HTTP_ERROR_KEYS.VALIDATION, fields: { addedOptionSet: [{ code: 'too_short' }] } });
      expect(none.errorCode).toBeUndefined();
      expect((await patch(list.id, { addedOptionSet: [{ id, valueFr: 'Oui', valueAr: 'نعم', active: false }] })).json().errorCode).toBe(201);
      expect((await patch(list.id, {})).statusCode).toBe(400);
      expect((await patch(999999, { nameFr: 'Rien' })).json().errorCode).toBe(203);
      expect(await rowCounts(t)).toEqual(before);
    });

    test("another list's name is a 400 with code 200", async () => {
      const list = await create([{ valueFr: 'Oui', valueAr: 'نعم' }]);
      const response = await patch(list.id, { nameFr: "site d'injection" });
      expect(response.json()).toMatchObject({ errorCode: 200, fields: { nameFr: [unique] } });
    });
  });

  describe('activation and deletion', () => {
    test('a deactivated list moves under the archived toggle and offers no choice; activating brings it back', async () => {
      const id = await insertList(t);
      const { code } = (await as('GET', apiPath(API_PATHS.optionListOne, { id }))).json<OptionListDetail>();
      const codes = async (isActive: 0 | 1) =>
        (await as('GET', `${API_PATHS.optionLists}?page_size=50&is_active=${isActive}&search=${code}`)).json<Paged<OptionListRow>>().results.map((l) => l.id);
      expect(await codes(1)).toEqual([id]);
      expect((await as('POST', apiPath(API_PATHS.optionListDeactivate, { id }))).json()).toMatchObject({ is_active: false });
      expect(await codes(1)).toEqual([]);
      expect(await codes(0)).toEqual([id]);
      expect(await choices(code)).toMatchObject({ is_active: false, options: [] });
      expect((await as('POST', apiPath(API_PATHS.optionListActivate, { id }))).json()).toMatchObject({ is_active: true });
      expect((await choices(code)).options).toHaveLength(1);
      expect((await as('POST', apiPath(API_PATHS.optionListActivate, { id: 999999 }))).json().errorCode).toBe(203);
    });

    test('DELETE removes a list and its options (204, then 404 with code 203)', async () => {
      const id = await insertList(t, [
        { valueFr: 'Oui', valueAr: 'نعم' },
        { valueFr: 'Non', valueAr: 'لا' },
      ]);
      const before = await rowCounts(t);
      expect((await as('DELETE', apiPath(API_PATHS.optionListOne, { id }))).statusCode).toBe(204);
      expect(await rowCounts(t)).toEqual({
        ...before,
        option_list: before.option_list - 1,
        option_list_item: before.option_list_item - 2,
        audit_log: before.audit_log + 1,
      });
      expect((await as('GET', apiPath(API_PATHS.optionListOne, { id }))).json().errorCode).toBe(203);
      expect((await as('DELETE', apiPath(API_PATHS.optionListOne, { id }))).statusCode).toBe(404);
    });
  });
});
