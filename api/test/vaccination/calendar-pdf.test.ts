import { apiPath, DOCUMENTS_API_PATHS, VACCINATION_API_PATHS as PATHS, VACCINATION_ERROR_KEYS, type RoutineFolder } from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import { BACKENDS } from '../support/databases.js';
import { type Call, callerFor, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { pdfTextItems } from '../support/pdf-text.js';
import { childAged, doseIn, givenToday, postVisit } from './vaccination-support.js';

const pdfUrl = (evax: string, lang: string) => apiPath(DOCUMENTS_API_PATHS.calendarPdf, { param: evax, lang });
const dayOf = (iso: string) => iso.split('-').reverse().join('/');

describe.each(BACKENDS)('the vaccine calendar PDF (api/get_pdf) on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  let evax: string;
  let folder: RoutineFolder;
  beforeAll(async () => {
    t = await startTestApp(backend);
    tokens = await tokensFor(t.app, ['superadmin', 'admin', 'agent', 'agent2']);
    call = callerFor(t.app, tokens);
    evax = await childAged(t, tokens['agent']!, 70);
    folder = (await call('GET', apiPath(PATHS.routineFolder, { param: evax }), 'agent')).json<RoutineFolder>();
    const given = await postVisit(t, tokens['agent']!, evax, [givenToday(doseIn(folder, 'BCG', 1).scheduleDose)]);
    expect(given.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  test('in French: a PDF download with the child and its doses, the given one done today', async () => {
    const response = await call('GET', pdfUrl(evax, 'fr'), 'agent');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`calendrier-vaccinal-${evax}-fr.pdf`);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = pdfTextItems(response.rawPayload)
      .map((item) => item.str)
      .join(' ');
    expect(text).toContain('Calendrier vaccinal');
    expect(text).toContain(evax);
    expect(text).toContain(folder.child.firstNameFr);
    expect(text).toMatch(new RegExp(`BCG.*Faite.*${dayOf(tunisToday()).replace(/\//g, '\\/')}`));
    expect(text).toMatch(/pentavalent.*À faire/);
  });

  test('in Arabic: shaped words read in logical order, laid right to left, the Arabic vaccine names and states', async () => {
    const response = await call('GET', pdfUrl(evax, 'ar'), 'agent');
    expect(response.statusCode).toBe(200);
    const items = pdfTextItems(response.rawPayload);
    const text = items.map((item) => item.str).join(' ');
    // pdf.js puts the glyphs drawn right to left back into reading order: the words come out whole, letter by letter as typed.
    expect(text).toContain('رزنامة التلقيح');
    expect(text).toContain('منجزة');
    expect(text).toContain(dayOf(tunisToday()));
    const bcg = doseIn(folder, 'BCG', 1);
    expect(text).toContain(bcg.dciNameAr.split(' ')[0]);
    // Right to left: the title's first word stands right of its second; the label stands right of its value.
    const title = items.find((item) => item.str.includes('رزنامة'))!;
    expect(title.dir).toBe('rtl');
    const label = items.find((item) => item.str.includes('رقم'))!;
    const number = items.find((item) => item.str.includes(evax))!;
    expect(label.x).toBeGreaterThan(number.x);
  });

  test('English too; a language outside fr, ar, en is refused', async () => {
    const text = pdfTextItems((await call('GET', pdfUrl(evax, 'en'), 'agent')).rawPayload)
      .map((item) => item.str)
      .join(' ');
    expect(text).toContain('Vaccine calendar');
    expect(text).toContain('Done');
    expect((await call('GET', pdfUrl(evax, 'de'), 'agent')).statusCode).toBe(400);
  });

  test("permissions: another centre's child reads as missing (404), a role without the booklet 403, no token 401", async () => {
    const url = pdfUrl(evax, 'fr');
    const other = await call('GET', url, 'agent2');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.childNotFound });
    expect((await call('GET', url, 'admin')).statusCode).toBe(403);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', pdfUrl('999999999', 'fr'), 'agent')).statusCode).toBe(404);
    expect((await call('GET', url, 'superadmin')).statusCode).toBe(200);
  });
});
