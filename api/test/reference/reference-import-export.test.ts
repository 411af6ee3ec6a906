import { readSheet } from 'read-excel-file/node';
import { parse as parseCsv } from 'csv-parse/sync';
import { API_PATHS, ERROR_CODES, REFERENCE_LIMITS, type DciRow, type ImportReport, type Paged, type SpecialtyRow } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { Users, call, freshPctCode, insertDci, multipart, rowCounts } from './reference-helpers.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const today = () => new Date().toISOString().slice(0, 10);
const BOM = '\uFEFF';

describe.each(BACKENDS)('reference import and export on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await new Users(t).named('admin');
  });
  afterAll(() => t.close());

  const get = (url: string) => call(t, admin, { method: 'GET', url });
  const upload = (url: string, content: string | Buffer, filename = 'rows.csv', field = 'file') =>
    call(t, admin, { method: 'POST', url, ...multipart({ [field]: { filename, content } }) });
  async function importFile(url: string, content: string | Buffer, filename?: string): Promise<ImportReport> {
    const response = await upload(url, content, filename);
    expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
    return response.json();
  }
  async function allDci(query = ''): Promise<DciRow[]> {
    const page = (await get(`${API_PATHS.dciList}?page_size=50${query}`)).json<Paged<DciRow>>();
    expect(page.count).toBeLessThanOrEqual(50);
    return page.results;
  }
  const csvRows = (body: string) => parseCsv(body.replace(BOM, ''), { relax_column_count: true }) as string[][];
  const dciNamed = (name: string) => t.db.selectFrom('dci').selectAll().where('name', '=', name).executeTakeFirst();
  const importAudit = () =>
    t.db.selectFrom('audit_log').select(['action', 'entity_id']).where('action', 'in', ['import_create', 'import_update']).orderBy('id').execute();

  describe('GET /api/dcis/export', () => {
    test('CSV by default: UTF-8 with a BOM, a header row, every DCI of the list in its order, the file name in content-disposition', async () => {
      const response = await get(API_PATHS.dciExport);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="dci-${today()}.csv"`);
      expect(response.body.startsWith(BOM)).toBe(true);
      const [header, ...rows] = csvRows(response.body);
      expect(header).toEqual(['id', 'name', 'vaccineType', 'vaccineCategory', 'ageRange', 'is_active', 'nameAr', 'validityDays']);
      const listed = await allDci();
      expect(rows).toEqual(
        listed.map((d) => [
          String(d.id),
          d.name,
          d.vaccineType,
          d.vaccineCategory,
          d.ageRange.join(' '),
          d.is_active ? '1' : '0',
          d.nameAr ?? '',
          d.validityDays === null ? '' : String(d.validityDays),
        ]),
      );
      expect(rows.find((r) => r[1]!.startsWith('Vaccin pentavalent DTC-Hib-HB'))).toEqual([
        expect.any(String),
        'Vaccin pentavalent DTC-Hib-HB',
        'combined',
        'routine',
        'M2 M3 M6',
        '1',
        'اللقاح الخماسي (الخناق والكزاز والسعال الديكي والمستدمية النزلية ب والتهاب الكبد ب)',
        '',
      ]);
    });

    test("honours the list's search, archived toggle, category and ordering", async () => {
      const archived = csvRows((await get(`${API_PATHS.dciExport}?is_active=0`)).body).slice(1);
      expect(archived.map((r) => r[1])).toEqual((await allDci('&is_active=0')).map((d) => d.name));
      expect(archived.every((r) => r[5] === '0')).toBe(true);
      const polio = csvRows((await get(`${API_PATHS.dciExport}?search=polio&ordering=-name`)).body).slice(1);
      expect(polio.map((r) => r[1])).toEqual([
        'Vaccin poliomyélitique oral trivalent (VPOt)',
        'Vaccin poliomyélitique oral bivalent (VPOb)',
        'Vaccin poliomyélitique inactivé (VPI)',
      ]);
      expect(
        csvRows((await get(`${API_PATHS.dciExport}?vaccine_category=rabies`)).body)
          .slice(1)
          .every((r) => r[3] === 'rabies'),
      ).toBe(true);
      expect((await get(`${API_PATHS.dciExport}?format=pdf`)).json().fields.format[0].code).toBe('invalid_choice');
    });

    test('?format=xlsx: a workbook with the same rows, numbers as numbers', async () => {
      const response = await get(`${API_PATHS.dciExport}?format=xlsx&search=polio&ordering=name`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX_TYPE);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="dci-${today()}.xlsx"`);
      const [header, ...rows] = await readSheet(response.rawPayload);
      expect(header).toEqual(['id', 'name', 'vaccineType', 'vaccineCategory', 'ageRange', 'is_active', 'nameAr', 'validityDays']);
      const listed = await allDci('&search=polio&ordering=name');
      expect(rows).toEqual(
        listed.map((d) => [d.id, d.name, d.vaccineType, d.vaccineCategory, d.ageRange.join(' '), d.is_active ? 1 : 0, d.nameAr, d.validityDays]),
      );
    });

    test('a cell a spreadsheet would run as a formula is quoted in CSV, and the import reads it back unchanged', async () => {
      const id = await insertDci(t, { name: '=HYPERLINK("http://x.example","vaccin")' });
      const csv = (await get(`${API_PATHS.dciExport}?search=hyperlink`)).body;
      expect(csvRows(csv)[1]).toEqual([String(id), `'=HYPERLINK("http://x.example","vaccin")`, 'inactivated', 'occasional', 'M2', '1', '', '']);
      const report = await importFile(API_PATHS.dciImport, csv);
      expect(report.rows).toEqual([{ row: 2, key: '=HYPERLINK("http://x.example","vaccin")', status: 'unchanged', id }]);
    });
  });

  describe('POST /api/dci/import', () => {
    test('re-importing an export (CSV or XLSX) leaves every DCI unchanged and writes nothing', async () => {
      const before = await rowCounts(t);
      const csv = await importFile(API_PATHS.dciImport, (await get(API_PATHS.dciExport)).rawPayload);
      expect(csv).toMatchObject({ committed: true, created: 0, updated: 0, rejected: 0, ignoredColumns: [] });
      expect(csv.unchanged).toBe(csv.total);
      expect(csv.total).toBe(before.dci);
      const xlsx = await importFile(API_PATHS.dciImport, (await get(`${API_PATHS.dciExport}?format=xlsx`)).rawPayload, 'dci.xlsx');
      expect(xlsx).toMatchObject({ committed: true, total: before.dci, unchanged: before.dci });
      expect(await rowCounts(t)).toEqual(before);
    });

    const withOneBadRow = (suffix: string) =>
      [
        'name,vaccineType,vaccineCategory,ageRange,is_active,notes',
        `Vaccin de la leptospirose ${suffix},inactivated,occasional,Y6 Y12,1,new`,
        `Vaccin du zona ${suffix},potion,occasional,,,bad type`,
        '',
        `"Vaccin de la grippe aviaire, ${suffix}",inactivated,seasonal,M6,0,comma in the name`,
      ].join('\r\n');

    test('all_or_nothing (the default): one bad row rolls everything back; the report names the row, the field and why', async () => {
      const before = await rowCounts(t);
      const report = await importFile(API_PATHS.dciImport, withOneBadRow('A'));
      expect(report).toEqual({
        mode: 'all_or_nothing',
        committed: false,
        total: 3,
        created: 2,
        updated: 0,
        unchanged: 0,
        rejected: 1,
        ignoredColumns: ['notes'],
        rows: [
          { row: 2, key: 'Vaccin de la leptospirose A', status: 'created' },
          {
            row: 3,
            key: 'Vaccin du zona A',
            status: 'rejected',
            detail: 'This row breaks the DCI rules',
            fields: { vaccineType: [{ code: 'invalid_choice', key: 'ERROR.CODE.VALIDATION.INVALID_CHOICE' }] },
          },
          { row: 5, key: 'Vaccin de la grippe aviaire, A', status: 'created' },
        ],
      });
      expect(await rowCounts(t)).toEqual(before);
      expect(await dciNamed('Vaccin de la leptospirose A')).toBeUndefined();
    });

    test('partial keeps the good rows (with their audit entries) and reports the bad one', async () => {
      const before = await rowCounts(t);
      const report = await call(t, admin, {
        method: 'POST',
        url: `${API_PATHS.dciImport}?mode=partial`,
        ...multipart({ file: { filename: 'dci.csv', content: withOneBadRow('B') } }),
      });
      expect(report.statusCode).toBe(200);
      expect(report.json<ImportReport>()).toMatchObject({ mode: 'partial', committed: true, total: 3, created: 2, rejected: 1 });
      expect(report.json<ImportReport>().rows.map((r) => [r.row, r.status])).toEqual([
        [2, 'created'],
        [3, 'rejected'],
        [5, 'created'],
      ]);
      expect(await rowCounts(t)).toEqual({ ...before, dci: before.dci + 2, audit_log: before.audit_log + 2 });
      expect(await dciNamed('Vaccin de la leptospirose B')).toMatchObject({ vaccine_category: 'occasional', age_range: ['Y6', 'Y12'], is_active: true });
      expect(await dciNamed('Vaccin de la grippe aviaire, B')).toMatchObject({ vaccine_category: 'seasonal', is_active: false });
      expect((await importAudit()).slice(-2).map((a) => a.action)).toEqual(['import_create', 'import_create']);
    });

    test('updates by id, else by name whatever its case; an empty is_active keeps the flag; duplicates and unknown ids are rejected', async () => {
      const id = await insertDci(t, { name: 'Vaccin à mettre à jour' });
      const archived = await insertDci(t, { name: 'Vaccin archivé par import', is_active: false });
      const file = [
        'id;name;vaccineType;vaccineCategory;ageRange;is_active',
        `;vaccin à mettre à jour;inactivated;occasional;M2;`,
        `${archived};Vaccin archivé (renommé);toxoid;occasional;;`,
        `;Vaccin à mettre à jour;toxoid;occasional;M2;1`,
        `999999;Vaccin fantôme;toxoid;occasional;;1`,
        `abc;Vaccin au mauvais id;toxoid;occasional;;1`,
        `;BCG (vaccin tuberculeux vivant atténué);live_attenuated;routine;B;1`,
      ].join('\n');
      const report = await call(t, admin, {
        method: 'POST',
        url: `${API_PATHS.dciImport}?mode=partial`,
        ...multipart({ file: { filename: 'dci.csv', content: file } }),
      });
      const rows = report.json<ImportReport>().rows;
      expect(rows.map((r) => [r.row, r.status, r.errorCode ?? null])).toEqual([
        [2, 'updated', null],
        [3, 'updated', null],
        [4, 'rejected', ERROR_CODES.ENTITY_ALREADY_EXISTS],
        [5, 'rejected', ERROR_CODES.ENTITY_NOT_FOUND],
        [6, 'rejected', null],
        [7, 'unchanged', null],
      ]);
      expect(rows[0]!.id).toBe(id);
      expect((await t.db.selectFrom('dci').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name).toBe('vaccin à mettre à jour');
      expect(rows[5]!.fields).toBeUndefined();
      expect(rows[4]!.fields).toEqual({ id: [{ code: 'invalid', key: 'ERROR.CODE.VALIDATION.INVALID' }] });
      expect(await t.db.selectFrom('dci').select(['name', 'vaccine_type', 'age_range', 'is_active']).where('id', '=', archived).executeTakeFirst()).toEqual({
        name: 'Vaccin archivé (renommé)',
        vaccine_type: 'toxoid',
        age_range: [],
        is_active: false,
      });
      expect((await importAudit()).at(-1)).toEqual({ action: 'import_update', entity_id: String(archived) });
    });

    test('a Windows-1252 CSV with semicolons (a French spreadsheet) is read', async () => {
      const latin1 = Buffer.from('name;vaccineType;vaccineCategory\r\nVaccin contre la fièvre Q;inactivated;occasional\r\n', 'latin1');
      const report = await importFile(`${API_PATHS.dciImport}?mode=partial`, latin1);
      expect(report.rows).toEqual([{ row: 2, key: 'Vaccin contre la fièvre Q', status: 'created', id: expect.any(Number) }]);
      expect(await dciNamed('Vaccin contre la fièvre Q')).toBeDefined();
    });

    test('a file that cannot be read is a 400 on the file field, and nothing is written', async () => {
      const before = await rowCounts(t);
      const fileError = async (response: Awaited<ReturnType<typeof upload>>) => {
        expect(response.statusCode).toBe(400);
        return response.json().fields.file[0];
      };
      expect(await fileError(await call(t, admin, { method: 'POST', url: API_PATHS.dciImport, payload: { name: 'x' } }))).toMatchObject({ code: 'required' });
      expect(await fileError(await upload(API_PATHS.dciImport, 'name\nx', 'rows.csv', 'document'))).toMatchObject({ code: 'required' });
      expect(await fileError(await upload(API_PATHS.dciImport, ''))).toMatchObject({ code: 'blank' });
      expect(await fileError(await upload(API_PATHS.dciImport, '\n\n'))).toMatchObject({ code: 'blank' });
      expect(await fileError(await upload(API_PATHS.dciImport, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'dci.xlsx'))).toMatchObject({ code: 'invalid' });
      expect(await fileError(await upload(API_PATHS.dciImport, Buffer.from([0, 1, 2, 3, 0]), 'dci.bin'))).toMatchObject({ code: 'invalid' });
      expect(await fileError(await upload(API_PATHS.dciImport, 'name,vaccineType\nVaccin,toxoid\n'))).toEqual({
        code: 'invalid',
        key: 'ERROR.CODE.VALIDATION.INVALID',
        params: { columns: 'vaccineCategory' },
      });
      expect(await fileError(await upload(API_PATHS.dciImport, 'name,Name,vaccineType,vaccineCategory\n'))).toMatchObject({ params: { columns: 'name' } });
      expect(await fileError(await upload(API_PATHS.dciImport, 'name,vaccineType,vaccineCategory\n"unterminated,toxoid,routine\n'))).toMatchObject({
        code: 'invalid',
      });
      const big = Buffer.alloc(REFERENCE_LIMITS.importMaxBytes + 1, 'a');
      expect(await fileError(await upload(API_PATHS.dciImport, big))).toEqual({
        code: 'too_long',
        key: 'ERROR.CODE.VALIDATION.TOO_LONG',
        params: { limit: REFERENCE_LIMITS.importMaxBytes },
      });
      const tooMany = [
        'name,vaccineType,vaccineCategory',
        ...Array.from({ length: REFERENCE_LIMITS.importMaxRows + 1 }, (_, i) => `V${i},toxoid,routine`),
      ].join('\n');
      expect(await fileError(await upload(API_PATHS.dciImport, tooMany))).toMatchObject({
        code: 'too_long',
        params: { limit: REFERENCE_LIMITS.importMaxRows },
      });
      expect(
        (await call(t, admin, { method: 'POST', url: `${API_PATHS.dciImport}?mode=some`, ...multipart({ file: { filename: 'a.csv', content: 'a' } }) })).json()
          .fields.mode[0].code,
      ).toBe('invalid_choice');
      expect(await rowCounts(t)).toEqual(before);
    });
  });

  describe('specialties', () => {
    test('export: the active specialties by default, CSV and XLSX, the DCI by name', async () => {
      const csv = await get(API_PATHS.specialtyExport);
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="specialties-${today()}.csv"`);
      const [header, ...rows] = csvRows(csv.body);
      expect(header).toEqual(['id', 'pctCode', 'commercialName', 'dci', 'manufacturer', 'label', 'reminder', 'is_active', 'labelAr']);
      const listed = (await get(`${API_PATHS.specialtyList}?page_size=50`)).json<Paged<SpecialtyRow>>();
      expect(rows).toHaveLength(listed.count);
      expect(rows.every((r) => r[7] === '1')).toBe(true);
      expect(rows.find((r) => r[2] === 'Havrix 720')).toEqual([
        expect.any(String),
        expect.any(String),
        'Havrix 720',
        "Vaccin de l'hépatite A pédiatrique",
        'GlaxoSmithKline',
        expect.any(String),
        '180',
        '1',
        'معلق للحقن في حقنة معبأة مسبقا، 0,5 مل',
      ]);
      expect(
        csvRows((await get(`${API_PATHS.specialtyExport}?is_active=0`)).body)
          .slice(1)
          .map((r) => r[2]),
      ).toEqual(['Quinvaxem']);

      const xlsx = await get(`${API_PATHS.specialtyExport}?format=xlsx&search=havrix`);
      expect(xlsx.headers['content-type']).toBe(XLSX_TYPE);
      const sheet = await readSheet(xlsx.rawPayload);
      expect(sheet[1]).toEqual([
        expect.any(Number),
        expect.stringMatching(/^990\d{4}$/),
        'Havrix 720',
        "Vaccin de l'hépatite A pédiatrique",
        'GlaxoSmithKline',
        'Suspension injectable en seringue préremplie, 0,5 ml',
        180,
        1,
        'معلق للحقن في حقنة معبأة مسبقا، 0,5 مل',
      ]);
    });

    test('import: the DCI by name or id; an unknown or inactive DCI, a bad PCT code are rejected; all_or_nothing then partial', async () => {
      const dci = await insertDci(t, { name: 'Vaccin pour spécialités importées' });
      const inactive = await insertDci(t, { name: 'Vaccin inactif pour import', is_active: false });
      const [a, b, c, d] = [freshPctCode(), freshPctCode(), freshPctCode(), freshPctCode()];
      const file = [
        'pctCode,commercialName,dci,manufacturer,label,reminder',
        `${a},Importix,vaccin pour spécialités importées,Médis,Flacon,365`,
        `${b},Importix Junior,${dci},Médis,,`,
        `${c},Fantomix,Vaccin inconnu,Médis,,`,
        `${d},Dormix,Vaccin inactif pour import,Médis,,`,
        `12AB,Mauvais code,${dci},Médis,,abc`,
      ].join('\n');
      const before = await rowCounts(t);
      const strict = await importFile(API_PATHS.specialtyImport, file);
      expect(strict).toMatchObject({ committed: false, created: 2, rejected: 3 });
      expect(strict.rows.map((r) => [r.row, r.status, r.errorCode ?? null])).toEqual([
        [2, 'created', null],
        [3, 'created', null],
        [4, 'rejected', 201],
        [5, 'rejected', 201],
        [6, 'rejected', null],
      ]);
      expect(strict.rows[2]!.fields).toEqual({ dci: [{ code: 'invalid_choice', key: 'ERROR.CODE.VALIDATION.INVALID_CHOICE' }] });
      expect(Object.keys(strict.rows[4]!.fields!).sort()).toEqual(['pctCode', 'reminder']);
      expect(await rowCounts(t)).toEqual(before);
      expect(inactive).toBeGreaterThan(0);

      const partial = await importFile(`${API_PATHS.specialtyImport}?mode=partial`, file);
      expect(partial).toMatchObject({ committed: true, created: 2, rejected: 3 });
      const created = await t.db
        .selectFrom('specialty')
        .select(['pct_code', 'commercial_name', 'dci_id', 'label', 'reminder'])
        .where('pct_code', 'in', [a, b])
        .orderBy('pct_code')
        .execute();
      expect(created).toEqual([
        { pct_code: a, commercial_name: 'Importix', dci_id: dci, label: 'Flacon', reminder: 365 },
        { pct_code: b, commercial_name: 'Importix Junior', dci_id: dci, label: null, reminder: null },
      ]);

      // The same file again: the two are unchanged; a changed reminder updates by PCT code.
      const again = await importFile(`${API_PATHS.specialtyImport}?mode=partial`, file.replace(',Flacon,365', ',Flacon,730'));
      expect(again.rows.slice(0, 2).map((r) => r.status)).toEqual(['updated', 'unchanged']);
    });
  });
});
