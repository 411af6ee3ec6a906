import { API_PATHS, FIELD_ERROR_CODES, REFERENCE_LIMITS, type ImportReport } from '@evax/shared/contract';
import { startTestApp, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/databases.js';
import { Users, call, multipart } from '../reference/reference-helpers.js';
import { bombSheet, deflated, refused, sheetXml, tableCounts, workbookParts, zipArchive } from './hostile-input-helpers.js';

const IMPORTS = [
  ['DCI', API_PATHS.dciImport],
  ['specialty', API_PATHS.specialtyImport],
] as const;

const DCI_HEADER = ['name', 'vaccineType', 'vaccineCategory', 'ageRange'];
const workbook = (sheet: string) => zipArchive([...workbookParts(), deflated('xl/worksheets/sheet1.xml', sheet)]);

describe.each(BACKENDS)('hostile import files on %s: a 400 on the file field, nothing written', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await new Users(t).named('admin');
  });
  afterAll(() => t.close());

  const upload = (url: string, content: Buffer, filename = 'rows.xlsx') =>
    call(t, admin, { method: 'POST', url, ...multipart({ file: { filename, content } }) });

  async function fileErrorOf(send: () => ReturnType<typeof upload>, detail?: RegExp) {
    const before = await tableCounts(t.db);
    const envelope = refused(await send());
    expect(await tableCounts(t.db)).toEqual(before);
    expect(Object.keys(envelope.fields ?? {})).toEqual(['file']);
    if (detail) expect(envelope.detail).toMatch(detail);
    return envelope.fields!.file![0]!;
  }

  test('a workbook built here is read (the helpers make real XLSX files)', async () => {
    const response = await upload(API_PATHS.dciImport, workbook(sheetXml([DCI_HEADER, ['Vaccin de test XLSX', 'inactivated', 'occasional', 'M2']])));
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportReport>()).toMatchObject({ committed: true, created: 1, rejected: 0 });
  });

  test.each(IMPORTS)('%s import: a multipart body cut short', async (_name, url) => {
    const { payload, headers } = multipart({
      file: { filename: 'rows.csv', content: `${DCI_HEADER.join(',')}\r\n${'Vaccin tronqué,inactivated,occasional,M2\r\n'.repeat(2000)}` },
    });
    const cut = payload.subarray(0, Math.floor(payload.length / 2));
    expect(await fileErrorOf(() => call(t, admin, { method: 'POST', url, headers, payload: cut }), /could not be read/)).toMatchObject({ code: 'invalid' });
  });

  test.each(IMPORTS)('%s import: a 1 MB sheet that inflates to 1 GB is refused at once', async (_name, url) => {
    const bomb = zipArchive([...workbookParts(), bombSheet()]);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const started = Date.now();
    const error = await fileErrorOf(() => upload(url, bomb));
    // Refused without reading the sheet (which takes minutes). The bound leaves room for a loaded
    // machine: 2.9 s seen under CI's parallel stages at a load average of 14. Whether the inflating
    // itself stops at the limit is the error's limit below, not this time (a whole gigabyte inflates
    // in 2 to 4 s here).
    expect(Date.now() - started).toBeLessThan(5000);
    expect(error).toEqual({ code: 'too_long', key: FIELD_ERROR_CODES.too_long, params: { limit: REFERENCE_LIMITS.importMaxUnzippedBytes } });
  });

  test.each(IMPORTS)('%s import: a tiny sheet naming its last cell (XFD1048576) is refused unread', async (_name, url) => {
    const far = sheetXml([DCI_HEADER], '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>x</t></is></c></row>');
    const started = Date.now();
    expect(await fileErrorOf(() => upload(url, workbook(far)))).toMatchObject({ code: 'too_long', params: { limit: REFERENCE_LIMITS.importMaxRows } });
    const wide = sheetXml([DCI_HEADER], '<row r="2"><c r="XFD2" t="inlineStr"><is><t>x</t></is></c></row>');
    expect(await fileErrorOf(() => upload(url, workbook(wide)))).toMatchObject({ code: 'too_long', params: { limit: REFERENCE_LIMITS.importMaxColumns } });
    // Refused without reading the sheet (which takes minutes). The bound leaves room for a loaded
    // machine: 2.9 s seen under CI's parallel stages at a load average of 14. Whether the inflating
    // itself stops at the limit is the error's limit below, not this time (a whole gigabyte inflates
    // in 2 to 4 s here).
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('a cell spelling U+0000 (_x0000_) is refused', async () => {
    const sheet = sheetXml([DCI_HEADER, ['Vaccin_x0000_nul', 'inactivated', 'occasional', 'M2']]);
    expect(await fileErrorOf(() => upload(API_PATHS.dciImport, workbook(sheet)), /NUL/)).toMatchObject({ code: 'invalid' });
  });
});
