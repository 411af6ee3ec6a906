import { apiPath, VACCINATION_API_PATHS as PATHS, type RoutineFolder, type VaccinationDetail } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { type Call, callerFor, countRows, expectFieldError, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { childAged, daysFromToday, doseIn, givenToday, vaccinationForm } from './vaccination-support.js';

/** A routine dose given abroad and recorded afterwards (spec 2 §3 Vaccination, issue 30): country, international reference, location. */
describe.each(BACKENDS)('a routine dose given abroad on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  beforeAll(async () => {
    t = await startTestApp(backend);
    tokens = await tokensFor(t.app, ['agent']);
    call = callerFor(t.app, tokens);
  }, 300_000);
  afterAll(() => t.close());

  const folderOf = async (evax: string) => (await call('GET', apiPath(PATHS.routineFolder, { param: evax }), 'agent')).json<RoutineFolder>();
  const vaccinate = (evax: string, doses: object[]) => {
    const form = vaccinationForm({ evaxNumber: evax, vaccines_set: doses, certificateVerified: true });
    return t.app.inject({
      method: 'POST',
      url: PATHS.vaccinationCreate,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${tokens['agent']}` },
    });
  };
  const abroad = { country: 'FR', internationalReference: 'ICVP-2026-0042', location: 'Hôpital Necker, Paris' };

  test('recorded with its country, reference and place; the booklet shows them; an edit changes or clears them', async () => {
    const evax = await childAged(t, tokens['agent']!, 100);
    const penta1 = doseIn(await folderOf(evax), 'pentavalent', 1);
    const created = await vaccinate(evax, [givenToday(penta1.scheduleDose, { vaccinationDate: daysFromToday(-30), ...abroad })]);
    expect(created.statusCode).toBe(201);
    const given = doseIn(await folderOf(evax), 'pentavalent', 1);
    expect(given.vaccination).toMatchObject(abroad);
    // GET /api/vaccination/{id} answers them too.
    const one = await call('GET', apiPath(PATHS.vaccinationEdit, { param: String(given.vaccination!.id) }), 'agent');
    expect(one.statusCode).toBe(200);
    expect(one.json<VaccinationDetail>()).toMatchObject({ kind: 'routine', evaxNumber: evax, ...abroad });
    const edit = (payload: object) =>
      call('PUT', apiPath(PATHS.vaccinationEdit, { param: String(given.vaccination!.id) }), 'agent', {
        lotNumber: 'L-1',
        injectionSite: 'LEFT_THIGH',
        vaccinationDate: daysFromToday(-30),
        ...payload,
      });
    expect((await edit({ country: 'BE', internationalReference: 'BE-1', location: 'Bruxelles' })).statusCode).toBe(204);
    expect(doseIn(await folderOf(evax), 'pentavalent', 1).vaccination).toMatchObject({ country: 'BE', internationalReference: 'BE-1', location: 'Bruxelles' });
    expect((await edit({ country: null, internationalReference: null, location: null })).statusCode).toBe(204);
    expect(doseIn(await folderOf(evax), 'pentavalent', 1).vaccination).toMatchObject({ country: null, internationalReference: null, location: null });
    const cleared = await call('GET', apiPath(PATHS.vaccinationEdit, { param: String(given.vaccination!.id) }), 'agent');
    expect(cleared.json<VaccinationDetail>()).toMatchObject({ country: null, internationalReference: null, location: null });
  });

  test('a reference or a place without the country, or a country outside the list: 400 on the field, nothing written', async () => {
    const evax = await childAged(t, tokens['agent']!, 100);
    const penta1 = doseIn(await folderOf(evax), 'pentavalent', 1).scheduleDose;
    const before = await countRows(t, 'vaccination');
    expectFieldError(await vaccinate(evax, [givenToday(penta1, { internationalReference: 'X-1' })]), 'vaccines_set.0.country', 'required');
    expectFieldError(await vaccinate(evax, [givenToday(penta1, { location: 'Paris' })]), 'vaccines_set.0.country', 'required');
    expect((await vaccinate(evax, [givenToday(penta1, { country: 'XX' })])).statusCode).toBe(400);
    expect((await vaccinate(evax, [givenToday(penta1, { country: 'TN' })])).statusCode).toBe(400);
    expect(await countRows(t, 'vaccination')).toBe(before);
    // The country alone is enough.
    expect((await vaccinate(evax, [givenToday(penta1, { country: 'DZ' })])).statusCode).toBe(201);
  });
});
