import {
  API_PATHS,
  apiPath,
  CITIZEN_API_PATHS,
  DATE_RANGES,
  FIELD_ERROR_CODES,
  INTEGER_COLUMN_RANGE,
  MAPI_API_PATHS,
  REGISTRATION_API_PATHS,
  VACCINATION_API_PATHS,
  VACCINATION_KIND_API_PATHS,
  type MapiVaccinationChoice,
  type MetricList,
  type RoutineFolder,
} from '@evax/shared/contract';
import { latestDate } from '../../src/http/validation.js';
import { newChildBody } from '../citizen/citizen-support.js';
import { bearer, callerFor, startTestApp, tokensFor, type Call, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/databases.js';
import { daysFromToday, doseIn, givenToday, internationalTravel, vaccinationForm } from '../vaccination/vaccination-support.js';
import { refused, tableCounts } from './hostile-input-helpers.js';

/**
 * Issue 27, point 4: values that reached the database and answered 500 are refused at validation,
 * by rules every route shares (input-guards.ts, input-bounds.ts, the `dateRange` keyword): a lone
 * UTF-16 surrogate in any text, a date outside its field's plausible range, an integer beyond the
 * column's. Each body below is otherwise valid, so the field named is the one refused.
 */

const LONE = '\ud800';
const WELL_FORMED = /well-formed Unicode/;
const INVALID = [{ code: 'invalid', key: FIELD_ERROR_CODES.invalid }];
const beforeEarliest = (earliest: string) => [{ code: 'min_value', key: FIELD_ERROR_CODES.min_value, params: { limit: earliest } }];
const afterLatest = (range: keyof typeof DATE_RANGES) => [{ code: 'max_value', key: FIELD_ERROR_CODES.max_value, params: { limit: latestDate(range) } }];
const beyondColumn = [{ code: 'max_value', key: FIELD_ERROR_CODES.max_value, params: { limit: INTEGER_COLUMN_RANGE.maximum } }];

describe.each(BACKENDS)('hostile values on %s: a 400 at validation, nothing written', (backend) => {
  let t: TestApp;
  let call: Call;
  let tokens: Record<string, string>;
  let evax: string;
  let internationalDci: number;
  let occasionalDci: number;
  let governorate: number;
  let delegation: number;
  let given: MapiVaccinationChoice[];
  beforeAll(async () => {
    t = await startTestApp(backend);
    tokens = await tokensFor(t.app, ['superadmin', 'admin', 'agent']);
    call = callerFor(t.app, tokens);
    const dciOf = async (category: 'occasional' | 'international') =>
      (await t.db.selectFrom('dci').where('vaccine_category', '=', category).where('is_active', '=', true).select('id').orderBy('id').executeTakeFirstOrThrow())
        .id;
    internationalDci = await dciOf('international');
    // Several doses of it for one child below: no "still valid" refusal (issue 30) in the way.
    await t.db.updateTable('dci').set({ validity_days: null }).where('id', '=', internationalDci).execute();
    occasionalDci = await dciOf('occasional');
    const place = await t.db.selectFrom('delegation').select(['id', 'governorate_id']).orderBy('id').executeTakeFirstOrThrow();
    [governorate, delegation] = [place.governorate_id, place.id];
    // A child of 70 days, given BCG today: the MAPI reports below point at that dose.
    const created = await call('POST', CITIZEN_API_PATHS.childCreate, 'agent', newChildBody({ child: { birthDate: daysFromToday(-70) } }));
    evax = created.json<{ evaxNumber: string }>().evaxNumber;
    const folder = (await call('GET', apiPath(VACCINATION_API_PATHS.routineFolder, { param: evax }), 'agent')).json<RoutineFolder>();
    const vaccinated = await call('POST', VACCINATION_API_PATHS.vaccinationCreate, 'agent', {
      evaxNumber: evax,
      vaccines_set: [givenToday(doseIn(folder, 'BCG', 1).scheduleDose, { lotNumber: 'L-BCG' })],
    });
    expect(vaccinated.statusCode).toBe(201);
    given = (await call('GET', apiPath(MAPI_API_PATHS.mapiVaccinations, { param: evax }), 'agent')).json<MetricList<MapiVaccinationChoice>>().results;
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, user: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(tokens[user]!), ...(payload ? { payload } : {}) });

  async function refusedUnchanged(request: () => ReturnType<typeof send>) {
    const before = await tableCounts(t.db);
    const envelope = refused(await request());
    expect(await tableCounts(t.db)).toEqual(before);
    return envelope;
  }

  const travel = (extra: object = {}) => internationalTravel(evax, { governorate, delegation, dci: internationalDci }, extra);
  const campaign = (extra: object = {}) => ({
    code: `HOSTILE_${Date.now()}`,
    nameFr: 'Campagne hostile',
    nameAr: 'حملة تجريبية',
    season: '2027-2028',
    startDate: daysFromToday(-30),
    endDate: daysFromToday(60),
    ...extra,
  });
  const report = (vaccinationIds: number[]) => ({
    date: daysFromToday(0),
    startTime: '14:30',
    severity: 'mild',
    description: 'Fièvre à 38,5 °C',
    earlierSideEffect: 'no',
    knownDrugAllergy: 'unknown',
    chronicDisease: 'no',
    medicationTaken: 'no',
    investigationDone: false,
    serious: false,
    seriousCriteria: [],
    outcome: 'recovering',
    vaccinationIds,
  });

  test('the bodies are valid as they stand (each refusal below is its one field)', async () => {
    const created = await send('POST', VACCINATION_KIND_API_PATHS.internationalCreate, 'agent', travel());
    expect(created.statusCode).toBe(201);
    expect((await send('POST', API_PATHS.seasonalCampaigns, 'admin', campaign())).statusCode).toBe(201);
    const mapi = await send('POST', apiPath(MAPI_API_PATHS.mapiCreate, { param: evax, lang: 'fr', category: 'routine' }), 'agent', report([given[0]!.id]));
    expect(mapi.statusCode).toBe(201);
  });

  describe('a lone UTF-16 surrogate, in any text', () => {
    test.each([
      [
        'an international batch number',
        () => send('POST', VACCINATION_KIND_API_PATHS.internationalCreate, 'agent', travel({ batchNumber: `YF${LONE}` })),
        'batchNumber',
      ],
      ['a child note', () => send('POST', CITIZEN_API_PATHS.childCreate, 'agent', newChildBody({ child: { note: `Allergie ${LONE}` } })), 'child.note'],
      [
        "a user's e-mail",
        () =>
          send('POST', API_PATHS.users, 'superadmin', {
            username: 'surrogate-user',
            email: `a${LONE}@example.tn`,
            password: 'Hostile-Input-2026',
            firstNameFr: 'Mariem',
            lastNameFr: 'Haddad',
            firstNameAr: 'مريم',
            lastNameAr: 'الحداد',
            structures: [],
          }),
        'email',
      ],
      ['a key of the body', () => send('POST', API_PATHS.seasonalCampaigns, 'admin', { ...campaign(), [`x${LONE}`]: 1 }), 'x'],
    ])('%s', async (_what, request, field) => {
      const envelope = await refusedUnchanged(request);
      expect(envelope.detail).toMatch(WELL_FORMED);
      expect(envelope.fields).toEqual({ [field]: INVALID });
    });

    test('a query string or a path cannot carry one: its bytes, not valid UTF-8, read as U+FFFD or refuse the path', async () => {
      expect((await send('GET', `${REGISTRATION_API_PATHS.subscriptionRequests}?search=%ED%A0%80`, 'agent')).statusCode).toBe(200);
      expect((await send('GET', `/api/citizen/child/%ED%A0%80`, 'agent')).statusCode).toBe(400);
    });

    test('an occasional lot number, in the multipart form', async () => {
      const form = vaccinationForm({
        evaxNumber: evax,
        vaccines_set: [{ dci: occasionalDci, lotNumber: `OC${LONE}`, injectionSite: 'LEFT_ARM', vaccinationDate: daysFromToday(0) }],
      });
      const envelope = await refusedUnchanged(() =>
        t.app.inject({
          method: 'POST',
          url: VACCINATION_KIND_API_PATHS.occasionalVaccinations,
          payload: form.payload,
          headers: { ...form.headers, ...bearer(tokens['agent']!) },
        }),
      );
      // The multipart reader turns a lone surrogate sent as UTF-8 into U+FFFD; sent in the JSON of a part, it is refused.
      expect(envelope.detail).toMatch(WELL_FORMED);
      expect(envelope.fields).toEqual({ 'vaccines_set.0.lotNumber': INVALID });
    });

    test('a well-formed pair (an emoji) is text like any other', async () => {
      expect((await send('POST', VACCINATION_KIND_API_PATHS.internationalCreate, 'agent', travel({ medicineName: 'Atovaquone 💊' }))).statusCode).toBe(201);
    });
  });

  describe('dates within their field’s plausible range', () => {
    test.each([
      ['year 0 on an international stay', () => travel({ stayStart: '0000-01-01' }), 'stayStart', beforeEarliest(DATE_RANGES.planned.earliest)],
      ['9999-12-31 as its end', () => travel({ stayEnd: '9999-12-31' }), 'stayEnd', afterLatest('planned')],
      ['a dispensation in 1899', () => travel({ dispensationDate: '1899-12-31' }), 'dispensationDate', beforeEarliest(DATE_RANGES.past.earliest)],
    ])('%s', async (_what, body, field, errors) => {
      const envelope = await refusedUnchanged(() => send('POST', VACCINATION_KIND_API_PATHS.internationalCreate, 'agent', body()));
      expect(envelope.fields).toEqual({ [field]: errors });
    });

    test("year 0 as a seasonal campaign's start, and 9999 as a child's birth date", async () => {
      expect((await refusedUnchanged(() => send('POST', API_PATHS.seasonalCampaigns, 'admin', campaign({ startDate: '0000-01-01' })))).fields).toEqual({
        startDate: beforeEarliest(DATE_RANGES.planned.earliest),
      });
      const child = newChildBody({ child: { birthDate: '9999-12-31' } });
      expect((await refusedUnchanged(() => send('POST', CITIZEN_API_PATHS.childCreate, 'agent', child))).fields).toEqual({
        'child.birthDate': afterLatest('past'),
      });
    });

    test('in a query string too, where no range is named (the default, `any`)', async () => {
      const envelope = refused(await send('GET', `${REGISTRATION_API_PATHS.subscriptionRequests}?created_from=0000-01-01`, 'agent'));
      expect(envelope.fields).toEqual({ created_from: beforeEarliest(DATE_RANGES.any.earliest) });
      expect((await send('GET', `${REGISTRATION_API_PATHS.subscriptionRequests}?created_from=2024-01-01`, 'agent')).statusCode).toBe(200);
    });
  });

  describe("integers within the column's range", () => {
    test('vaccinationIds: [1e308] on MAPI create and update', async () => {
      const url = apiPath(MAPI_API_PATHS.mapiCreate, { param: evax, lang: 'fr', category: 'routine' });
      // JSON text as a client would write it: 1e308 is an integer to JSON Schema.
      const body = (ids: string) => JSON.stringify(report([])).replace('"vaccinationIds":[]', `"vaccinationIds":${ids}`);
      const created = await refusedUnchanged(() =>
        t.app.inject({ method: 'POST', url, payload: body('[1e308]'), headers: { ...bearer(tokens['agent']!), 'content-type': 'application/json' } }),
      );
      expect(created.fields).toEqual({ 'vaccinationIds.0': beyondColumn });
      const id = (await send('POST', url, 'agent', report([given[0]!.id]))).json<{ id: number }>().id;
      const updated = await refusedUnchanged(() =>
        t.app.inject({
          method: 'PUT',
          url: apiPath(MAPI_API_PATHS.mapiUpdate, { id, lang: 'fr', category: 'routine' }),
          payload: body(`[${given[0]!.id}, 2147483648]`),
          headers: { ...bearer(tokens['agent']!), 'content-type': 'application/json' },
        }),
      );
      expect(updated.fields).toEqual({ 'vaccinationIds.1': beyondColumn });
    });
  });
});
