import { apiPath, CATALOGUE_ERROR_KEYS, DOCUMENTS_API_PATHS } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { type Call, callerFor, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { childAged } from './vaccination-support.js';

// The PDF's renderer fails (a broken font, a layout error): the answer is spec 2 §8's 'cannot generate'.
jest.mock('../../src/modules/vaccination/documents/calendar-pdf', () => ({
  calendarPdf: () => Promise.reject(new Error('the renderer broke')),
}));

describe.each(BACKENDS)('the vaccine calendar PDF when it cannot be generated, on %s', (backend) => {
  let t: TestApp;
  let call: Call;
  beforeAll(async () => {
    t = await startTestApp(backend);
    call = callerFor(t.app, await tokensFor(t.app, ['agent']));
  });
  afterAll(() => t.close());

  test("answers 500 with the catalogue's PDF_GENERATION_FAILED, which the retry button retries", async () => {
    const evax = await childAged(t, (await tokensFor(t.app, ['agent']))['agent']!, 70);
    const response = await call('GET', apiPath(DOCUMENTS_API_PATHS.calendarPdf, { param: evax, lang: 'ar' }), 'agent');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ key: CATALOGUE_ERROR_KEYS.PDF_GENERATION_FAILED });
  });
});
