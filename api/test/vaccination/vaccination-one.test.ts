import {
  apiPath,
  HTTP_ERROR_KEYS,
  VACCINATION_API_PATHS,
  VACCINATION_KIND_API_PATHS as PATHS,
  VACCINATION_STATUS,
  type VaccinationDetail,
} from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import { BACKENDS } from '../support/databases.js';
import { type Call, callerFor, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { childAged, vaccinationForm } from './vaccination-support.js';

/** GET /api/vaccination/{param} (spec 2 §7): one vaccination, by its id. */
describe.each(BACKENDS)('one vaccination on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  let evax: string;
  let id: number;
  let dci: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    tokens = await tokensFor(t.app, ['admin', 'agent', 'agent2']);
    call = callerFor(t.app, tokens);
    dci = (
      await t.db
        .selectFrom('dci')
        .where('vaccine_category', '=', 'occasional')
        .where('is_active', '=', true)
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    evax = await childAged(t, tokens['agent']!, 400);
    const form = vaccinationForm({
      evaxNumber: evax,
      vaccines_set: [{ dci, lotNumber: 'ONE-1', injectionSite: 'LEFT_ARM', vaccinationDate: tunisToday(), place: 'Centre', quantity: 1 }],
    });
    const created = await t.app.inject({
      method: 'POST',
      url: PATHS.occasionalVaccinations,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${tokens['agent']}` },
    });
    expect(created.statusCode).toBe(201);
    id = created.json<{ ids: number[] }>().ids[0]!;
  });
  afterAll(() => t.close());

  const url = () => apiPath(VACCINATION_API_PATHS.vaccinationEdit, { param: id });

  test("the child's centre reads it: what was recorded, the vaccine, the child, who recorded it where", async () => {
    const response = await call('GET', url(), 'agent');
    expect(response.statusCode).toBe(200);
    const detail = response.json<VaccinationDetail>();
    expect(detail).toMatchObject({
      id,
      kind: 'occasional',
      evaxNumber: evax,
      status: VACCINATION_STATUS.done,
      dci,
      scheduleDose: null,
      vaccinationDate: tunisToday(),
      lotNumber: 'ONE-1',
      injectionSite: 'LEFT_ARM',
      place: 'Centre',
      quantity: 1,
      allergyConfirmed: false,
      fileName: null,
      campaign: null,
    });
    expect(detail.structure).not.toBeNull();
    expect(detail.vaccinator).not.toBeNull();
  });

  test('another centre 404 (as a missing one), no token 401, without a vaccination view permission 403', async () => {
    const hidden = await call('GET', url(), 'agent2');
    expect(hidden.statusCode).toBe(404);
    expect((await call('GET', apiPath(VACCINATION_API_PATHS.vaccinationEdit, { param: 2147483000 }), 'agent')).statusCode).toBe(404);
    const anonymous = await call('GET', url());
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().key).toBe(HTTP_ERROR_KEYS.UNAUTHORIZED);
    expect((await call('GET', url(), 'admin')).statusCode).toBe(403);
  });
});
