import { parse as parseCsv } from 'csv-parse/sync';
import {
  API_PATHS,
  ERROR_CODES,
  ERROR_KEYS,
  apiPath,
  type DciDetail,
  type DciRow,
  type ImportReport,
  type Paged,
  type SpecialtyRow,
} from '@evax/shared/contract';
import { dciNameArErrors, labelArErrors, validateDci, validateSpecialty } from '@evax/shared/validation';
import { migrateToLatest } from '../../src/db/migrations.js';
import { REFERENCE_SEEDS, SEEDS, runSeeds } from '../../src/db/seed/index.js';
import { DCI_CATALOGUE } from '../../src/db/seed/reference/dci-catalogue.js';
import { PRESENTATION_AR, SPECIALTY_CATALOGUE } from '../../src/db/seed/reference/specialties.js';
import { BACKENDS, createTestDatabase } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { Users, call, freshPctCode, insertDci, multipart, rowCounts } from './reference-helpers.js';

/** The catalogue's Arabic twins (docs/decisions.md, "Catalogue data in both languages"). */

const ARABIC_SCRIPT = { code: 'invalid', key: 'ERROR.CODE.VALIDATION.ARABIC' };
const uniqueError = { code: 'unique', key: 'ERROR.CODE.VALIDATION.UNIQUE' };
const MR = 'Vaccin rougeole-rubéole (RR)';
const MMR = 'Vaccin rougeole-oreillons-rubéole (ROR)';

describe('the Arabic twins’ rules the forms and the API share', () => {
  test('optional; when given, Arabic text (digits and punctuation allowed) within the limits', () => {
    expect(dciNameArErrors(null)).toEqual([]);
    expect(dciNameArErrors('   ')).toEqual([]);
    expect(dciNameArErrors('لقاح المكورات الرئوية المقترن (13 نمطا)')).toEqual([]);
    expect(dciNameArErrors('لقاح BCG')).toEqual([ARABIC_SCRIPT]);
    expect(dciNameArErrors('Vaccin')).toEqual([ARABIC_SCRIPT]);
    expect(dciNameArErrors('ب')).toEqual([{ code: 'too_short', key: 'ERROR.CODE.VALIDATION.TOO_SHORT', params: { limit: 2 } }]);
    expect(dciNameArErrors('ب'.repeat(201))).toEqual([{ code: 'too_long', key: 'ERROR.CODE.VALIDATION.TOO_LONG', params: { limit: 200 } }]);
    expect(dciNameArErrors('ب'.repeat(200))).toEqual([]);
    expect(labelArErrors('معلق للحقن، 0,5 مل')).toEqual([]);
    expect(labelArErrors('Flacon')).toEqual([ARABIC_SCRIPT]);
    expect(validateDci({ name: 'Vaccin', vaccineType: 'toxoid', vaccineCategory: 'routine', nameAr: 'Vaccin' })).toEqual({ nameAr: [ARABIC_SCRIPT] });
    expect(validateSpecialty({ dci: 1, pctCode: '12345', commercialName: 'Produit', manufacturer: 'Labo', labelAr: 'Flacon' })).toEqual({
      labelAr: [ARABIC_SCRIPT],
    });
  });

  test('every seeded DCI has its own Arabic name and every seeded presentation its Arabic, all passing the rules', () => {
    expect(new Set(DCI_CATALOGUE.map((d) => d.nameAr)).size).toBe(DCI_CATALOGUE.length);
    for (const dci of DCI_CATALOGUE) expect([dci.name, dciNameArErrors(dci.nameAr)]).toEqual([dci.name, []]);
    for (const specialty of SPECIALTY_CATALOGUE) expect([specialty.label, labelArErrors(PRESENTATION_AR[specialty.label])]).toEqual([specialty.label, []]);
    for (const specialty of SPECIALTY_CATALOGUE) expect(PRESENTATION_AR[specialty.label]).toBeDefined();
  });
});

describe.each(BACKENDS)('the catalogue in Arabic on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await new Users(t).named('admin');
  });
  afterAll(() => t.close());

  const as = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) => call(t, admin, { method, url, ...(payload ? { payload } : {}) });
  const dciList = async (query: string) => (await as('GET', `${API_PATHS.dciList}?page_size=50${query}`)).json<Paged<DciRow>>().results;
  const specialtyList = async (query: string) => (await as('GET', `${API_PATHS.specialtyList}?page_size=50${query}`)).json<Paged<SpecialtyRow>>().results;
  const newDci = (name: string, extra: object = {}) =>
    as('POST', API_PATHS.dciAdd, { name, vaccineType: 'inactivated', vaccineCategory: 'occasional', ...extra });

  describe('DCI', () => {
    test('created with its Arabic name (trimmed, spaces collapsed), shown in its detail and the list, and audited', async () => {
      const response = await newDci('Vaccin de la leptospirose', { nameAr: '  لقاح   داء البريميات ' });
      expect(response.statusCode).toBe(201);
      const created = response.json<DciDetail>();
      expect(created.nameAr).toBe('لقاح داء البريميات');
      expect((await as('GET', apiPath(API_PATHS.dciOne, { id: created.id }))).json()).toMatchObject({
        name: 'Vaccin de la leptospirose',
        nameAr: 'لقاح داء البريميات',
      });
      expect((await dciList('&search=leptospirose')).map((d) => d.nameAr)).toEqual(['لقاح داء البريميات']);
      const entry = await t.db
        .selectFrom('audit_log')
        .select('after')
        .where('entity', '=', 'dci')
        .where('entity_id', '=', String(created.id))
        .executeTakeFirstOrThrow();
      expect(entry.after).toMatchObject({ nameAr: 'لقاح داء البريميات' });
    });

    test('optional: absent or empty is none (null)', async () => {
      expect((await newDci('Vaccin sans arabe')).json()).toMatchObject({ nameAr: null });
      expect((await newDci('Vaccin à arabe vide', { nameAr: '  ' })).json()).toMatchObject({ nameAr: null });
    });

    test('Latin letters, one letter or 201 characters are refused on the field, and nothing is written', async () => {
      const before = await rowCounts(t);
      for (const [nameAr, error] of [
        ['لقاح BCG', ARABIC_SCRIPT],
        ['ب', { code: 'too_short', key: 'ERROR.CODE.VALIDATION.TOO_SHORT', params: { limit: 2 } }],
        ['ب'.repeat(201), { code: 'too_long', key: 'ERROR.CODE.VALIDATION.TOO_LONG', params: { limit: 200 } }],
      ] as const) {
        const response = await newDci('Vaccin refusé', { nameAr });
        expect([nameAr.length, response.statusCode, response.json().fields]).toEqual([nameAr.length, 400, { nameAr: [error] }]);
      }
      expect(await rowCounts(t)).toEqual(before);
    });

    test('unique: a second DCI with the same Arabic name answers 400, code 200, on nameAr (create and PATCH), nothing written', async () => {
      const first = (await newDci('Vaccin de la fièvre Q', { nameAr: 'لقاح حمى كيو' })).json<DciDetail>();
      const other = (await newDci('Vaccin de la fièvre Q bis')).json<DciDetail>();
      const before = await rowCounts(t);
      const duplicate = await newDci('Vaccin de la fièvre Q ter', { nameAr: 'لقاح  حمى كيو' });
      expect(duplicate.statusCode).toBe(400);
      expect(duplicate.json()).toMatchObject({
        errorCode: ERROR_CODES.ENTITY_ALREADY_EXISTS,
        key: ERROR_KEYS.ENTITY_ALREADY_EXISTS,
        fields: { nameAr: [uniqueError] },
      });
      const patched = await as('PATCH', apiPath(API_PATHS.dciOne, { id: other.id }), { nameAr: 'لقاح حمى كيو' });
      expect(patched.json()).toMatchObject({ errorCode: ERROR_CODES.ENTITY_ALREADY_EXISTS, fields: { nameAr: [uniqueError] } });
      expect(await rowCounts(t)).toEqual(before);
      // Its own name again is no change.
      expect((await as('PATCH', apiPath(API_PATHS.dciOne, { id: first.id }), { nameAr: 'لقاح حمى كيو' })).statusCode).toBe(200);
      expect(await rowCounts(t)).toEqual(before);
    });

    test('PATCH sets, changes and clears it; a Latin value is refused', async () => {
      const id = await insertDci(t);
      const url = apiPath(API_PATHS.dciOne, { id });
      expect((await as('PATCH', url, { nameAr: 'لقاح تجريبي أول' })).json()).toMatchObject({ nameAr: 'لقاح تجريبي أول' });
      expect((await as('PATCH', url, { nameAr: 'Vaccin' })).json().fields).toEqual({ nameAr: [ARABIC_SCRIPT] });
      expect((await as('GET', url)).json()).toMatchObject({ nameAr: 'لقاح تجريبي أول' });
      expect((await as('PATCH', url, { nameAr: null })).json()).toMatchObject({ nameAr: null });
    });

    test('the search finds a DCI by its Arabic name, with or without vowel marks and hamza, and by its French name', async () => {
      expect((await dciList('&search=الحصبة')).map((d) => d.name).sort()).toEqual([MMR, MR].sort());
      expect((await dciList(`&search=${encodeURIComponent('لُقَاح الحَصْبة والنكاف')}`)).map((d) => d.name)).toEqual([MMR]);
      expect((await dciList(`&search=${encodeURIComponent('الالمانيه')}`)).map((d) => d.name).sort()).toEqual([MMR, MR].sort());
      expect((await dciList('&search=rougeole')).map((d) => d.name).sort()).toEqual([MMR, MR].sort());
      expect(await dciList(`&search=${encodeURIComponent('%')}&is_active=0`)).toEqual(await dciList('&search=zzz_nothing'));
    });

    test('ordering=nameAr sorts by the Arabic name, rows without one last', async () => {
      const rows = await dciList('&ordering=nameAr&is_active=1');
      const named = rows.filter((r) => r.nameAr !== null);
      expect(rows.slice(0, named.length)).toEqual(named);
      const collated = (
        await t.db
          .selectFrom('dci')
          .select('name_ar')
          .where('is_active', '=', true)
          .where('name_ar', 'is not', null)
          .orderBy('name_ar')
          .limit(named.length)
          .execute()
      ).map((r) => r.name_ar);
      expect(named.map((r) => r.nameAr)).toEqual(collated);
    });
  });

  describe('specialties', () => {
    const newSpecialty = (dci: number, extra: object = {}) =>
      as('POST', API_PATHS.specialtyAdd, { dci, pctCode: freshPctCode(), commercialName: 'Produit arabe', manufacturer: 'Médis', ...extra });

    test('the Arabic presentation is created, changed, cleared; a Latin one is refused and nothing written', async () => {
      const dci = await insertDci(t);
      const created = await newSpecialty(dci, { label: 'Flacon de 5 ml', labelAr: ' قارورة  من 5 مل ' });
      expect(created.statusCode).toBe(201);
      const row = created.json<SpecialtyRow>();
      expect(row).toMatchObject({ label: 'Flacon de 5 ml', labelAr: 'قارورة من 5 مل', dciNameAr: null });
      const url = apiPath(API_PATHS.specialtyOne, { id: row.id });
      expect((await as('PATCH', url, { labelAr: 'قارورة من 10 مل' })).json()).toMatchObject({ labelAr: 'قارورة من 10 مل' });
      const before = await rowCounts(t);
      expect((await as('PATCH', url, { labelAr: 'Flacon' })).json().fields).toEqual({ labelAr: [ARABIC_SCRIPT] });
      expect((await newSpecialty(dci, { labelAr: 'Flacon' })).json().fields).toEqual({ labelAr: [ARABIC_SCRIPT] });
      expect(await rowCounts(t)).toEqual(before);
      expect((await as('PATCH', url, { labelAr: '' })).json()).toMatchObject({ labelAr: null });
    });

    test('the rows carry their DCI’s Arabic name; the search finds them by it and by the Arabic presentation', async () => {
      expect((await specialtyList('&search=الحصبة')).map((s) => s.commercialName).sort()).toEqual(['M-M-RVAXPRO', 'MR-VAC', 'Priorix']);
      const [priorix] = await specialtyList('&search=priorix');
      expect(priorix).toMatchObject({ dciName: MMR, dciNameAr: 'لقاح الحصبة والنكاف والحصبة الألمانية', labelAr: 'مسحوق ومذيب لمعلق للحقن' });
      expect((await specialtyList(`&search=${encodeURIComponent('أنبوب أحادي')}`)).map((s) => s.commercialName)).toEqual(['RotaTeq']);
    });
  });

  describe('import and export', () => {
    const upload = (url: string, content: string) => call(t, admin, { method: 'POST', url, ...multipart({ file: { filename: 'rows.csv', content } }) });
    const csvRows = (body: string) => parseCsv(body.replace('\uFEFF', ''), { relax_column_count: true }) as string[][];
    const dciNamed = (name: string) => t.db.selectFrom('dci').select(['id', 'name_ar']).where('name', '=', name).executeTakeFirstOrThrow();

    test('the nameAr column creates and updates; a file without it keeps the Arabic; an empty cell clears it; a Latin value rejects the row', async () => {
      const created = (
        await upload(API_PATHS.dciImport, 'name,vaccineType,vaccineCategory,nameAr\nVaccin de la brucellose,inactivated,occasional,لقاح داء البروسيلات\n')
      ).json<ImportReport>();
      expect(created).toMatchObject({ committed: true, created: 1 });
      expect((await dciNamed('Vaccin de la brucellose')).name_ar).toBe('لقاح داء البروسيلات');

      expect((await upload(API_PATHS.dciImport, 'name,vaccineType,vaccineCategory\nVaccin de la brucellose,inactivated,occasional\n')).json()).toMatchObject({
        unchanged: 1,
      });
      expect((await dciNamed('Vaccin de la brucellose')).name_ar).toBe('لقاح داء البروسيلات');

      const before = await rowCounts(t);
      const rejected = (
        await upload(API_PATHS.dciImport, 'name,vaccineType,vaccineCategory,nameAr\nVaccin de la brucellose,inactivated,occasional,Brucella\n')
      ).json<ImportReport>();
      expect(rejected).toMatchObject({ committed: false, rejected: 1, rows: [{ row: 2, status: 'rejected', fields: { nameAr: [ARABIC_SCRIPT] } }] });
      expect(await rowCounts(t)).toEqual(before);

      expect(
        (await upload(API_PATHS.dciImport, 'name,vaccineType,vaccineCategory,nameAr\nVaccin de la brucellose,inactivated,occasional,\n')).json(),
      ).toMatchObject({ updated: 1 });
      expect((await dciNamed('Vaccin de la brucellose')).name_ar).toBeNull();
    });

    test('an exported file imports back unchanged, Arabic included (DCI and specialties)', async () => {
      const dci = csvRows((await as('GET', `${API_PATHS.dciExport}?search=${encodeURIComponent('الحصبة')}`)).body);
      expect(
        dci
          .slice(1)
          .map((r) => r[6])
          .sort(),
      ).toEqual(['لقاح الحصبة والحصبة الألمانية', 'لقاح الحصبة والنكاف والحصبة الألمانية']);
      const dciFile = dci.map((r) => r.join(',')).join('\n');
      expect((await upload(API_PATHS.dciImport, dciFile)).json()).toMatchObject({ committed: true, unchanged: 2, updated: 0 });

      const specialties = (await as('GET', `${API_PATHS.specialtyExport}?search=rotateq`)).body;
      expect(csvRows(specialties)[1]![8]).toBe('معلق للشرب في أنبوب أحادي الجرعة، 2 مل');
      expect((await upload(API_PATHS.specialtyImport, specialties)).json()).toMatchObject({ committed: true, unchanged: 1 });
    });

    test('the specialty labelAr column: set by a row, a Latin value rejected', async () => {
      const pct = freshPctCode();
      const file = (labelAr: string) =>
        `pctCode,commercialName,dci,manufacturer,label,labelAr\n${pct},Brucellix,Vaccin de la brucellose,Médis,Flacon,${labelAr}\n`;
      expect((await upload(API_PATHS.specialtyImport, file('قارورة'))).json()).toMatchObject({ committed: true, created: 1 });
      expect((await specialtyList('&search=brucellix'))[0]).toMatchObject({ labelAr: 'قارورة' });
      expect((await upload(API_PATHS.specialtyImport, file('Flacon'))).json()).toMatchObject({
        committed: false,
        rows: [{ status: 'rejected', fields: { labelAr: [ARABIC_SCRIPT] } }],
      });
    });
  });
});

describe.each(BACKENDS)('the catalogue-arabic seed on %s', (backend) => {
  test('a database seeded before the Arabic gets it for the seeded rows, keeps an administrator’s own, and a second run does nothing', async () => {
    const database = await createTestDatabase(backend);
    try {
      const { db } = database;
      await migrateToLatest(db);
      // A database of the previous version: its catalogue seeded without Arabic.
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('seed_run')
          .values([{ name: 'reference' }, { name: 'specialties-and-lists' }])
          .execute();
        await SEEDS.reference(trx);
        await SEEDS['specialties-and-lists'](trx);
        await trx.updateTable('dci').set({ name_ar: null }).execute();
        await trx.updateTable('specialty').set({ label_ar: null }).execute();
        await trx.updateTable('dci').set({ name_ar: 'اسم وضعه المشرف' }).where('name', '=', MR).execute();
      });
      expect(await runSeeds(db, { demo: false })).toEqual(REFERENCE_SEEDS.slice(2));
      const dci = await db.selectFrom('dci').select(['name', 'name_ar']).execute();
      const arabicOf = new Map(dci.map((d) => [d.name, d.name_ar]));
      for (const seeded of DCI_CATALOGUE.filter((d) => d.name !== MR)) expect([seeded.name, arabicOf.get(seeded.name)]).toEqual([seeded.name, seeded.nameAr]);
      expect(arabicOf.get(MR)).toBe('اسم وضعه المشرف');
      expect(await db.selectFrom('specialty').select('id').where('label_ar', 'is', null).execute()).toEqual([]);
      expect(await runSeeds(db, { demo: false })).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
