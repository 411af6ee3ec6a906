import {
  API_PATHS,
  apiPath,
  VACCINATION_API_PATHS,
  VACCINATION_ERROR_KEYS,
  VACCINATION_KIND_API_PATHS as PATHS,
  type DciDetail,
  type RoutineFolder,
} from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { type Call, callerFor, countRows, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { childAged, daysFromToday, doseIn, givenToday, internationalTravel, vaccinationForm } from './vaccination-support.js';

const YELLOW_FEVER = 'Vaccin amaril (fièvre jaune)';
const ADULT_FLU = 'Vaccin grippal inactivé quadrivalent (adulte)';

/** Spec 2 §8 "vaccine still valid into the future for this evax number" (issue 30): the catalogue's validity, in every kind. */
describe.each(BACKENDS)('a vaccine still valid on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  let occasionalDci: number;
  let campaign: number;
  let refs: { governorate: number; delegation: number; dci: number };
  beforeAll(async () => {
    t = await startTestApp(backend);
    tokens = await tokensFor(t.app, ['superadmin', 'admin', 'agent']);
    call = callerFor(t.app, tokens);
    occasionalDci = (await t.db.selectFrom('dci').where('name', '=', 'Vaccin varicelle vivant atténué').select('id').executeTakeFirstOrThrow()).id;
    campaign = (await t.db.selectFrom('seasonal_campaign').select('id').where('code', '=', 'INFLUENZA_2026_2027').executeTakeFirstOrThrow()).id;
    await t.db
      .updateTable('seasonal_campaign')
      .set({ start_date: daysFromToday(-300), end_date: daysFromToday(60) })
      .where('id', '=', campaign)
      .execute();
    const delegation = await t.db.selectFrom('delegation').select(['id', 'governorate_id']).orderBy('id').executeTakeFirstOrThrow();
    const yellowFever = await t.db.selectFrom('dci').where('name', '=', YELLOW_FEVER).select('id').executeTakeFirstOrThrow();
    refs = { governorate: delegation.governorate_id, delegation: delegation.id, dci: yellowFever.id };
  }, 300_000);
  afterAll(() => t.close());

  const dciId = async (name: string) => (await t.db.selectFrom('dci').where('name', '=', name).select('id').executeTakeFirstOrThrow()).id;
  /** The administrator sets the DCI's validity through the catalogue's API (the DCI form's). */
  const setValidity = async (dci: number, validityDays: number | null) => {
    const response = await call('PATCH', apiPath(API_PATHS.dciOne, { id: dci }), 'superadmin', { validityDays });
    expect(response.statusCode).toBe(200);
    expect(response.json<DciDetail>().validityDays).toBe(validityDays);
  };
  const post = (url: string, evax: string, doses: object[]) => {
    const form = vaccinationForm({ evaxNumber: evax, vaccines_set: doses });
    return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, authorization: `Bearer ${tokens['agent']}` } });
  };
  const dose = (dci: number, vaccinationDate: string, extra: object = {}) => ({ dci, lotNumber: 'V-1', injectionSite: 'LEFT_ARM', vaccinationDate, ...extra });
  const refusedAs = (response: { statusCode: number; json: () => unknown }, key: string, field: string) => {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ key, fields: { [field]: [{ key }] } });
  };
  const written = async () => ({ vaccination: await countRows(t, 'vaccination'), international: await countRows(t, 'international_vaccination') });

  test('the seeded catalogue carries its validity; the DCI API reads, checks and writes it', async () => {
    const flu = await dciId(ADULT_FLU);
    expect((await call('GET', apiPath(API_PATHS.dciOne, { id: flu }), 'superadmin')).json<DciDetail>().validityDays).toBe(180);
    expect((await call('GET', apiPath(API_PATHS.dciOne, { id: refs.dci }), 'superadmin')).json<DciDetail>().validityDays).toBe(36500);
    const bcg = await t.db.selectFrom('dci').where('name', 'like', 'BCG%').select('validity_days').executeTakeFirstOrThrow();
    expect(bcg.validity_days).toBeNull();
    for (const bad of [0, 36501, 1.5, 'a month'])
      expect((await call('PATCH', apiPath(API_PATHS.dciOne, { id: flu }), 'superadmin', { validityDays: bad })).statusCode).toBe(400);
    await setValidity(flu, 200);
    await setValidity(flu, 180);
  });

  test('seasonal: a second dose while the first still protects is refused (409, nothing written); past its validity, accepted', async () => {
    const flu = await dciId(ADULT_FLU);
    const evax = await childAged(t, tokens['agent']!, 3000);
    expect((await post(PATHS.seasonalVaccinations, evax, [dose(flu, daysFromToday(-250), { campaign })])).statusCode).toBe(201);
    expect((await post(PATHS.seasonalVaccinations, evax, [dose(flu, daysFromToday(-30), { campaign })])).statusCode).toBe(201);
    const before = await written();
    refusedAs(
      await post(PATHS.seasonalVaccinations, evax, [dose(flu, daysFromToday(0), { campaign })]),
      VACCINATION_ERROR_KEYS.stillValid,
      'vaccines_set.0.dci',
    );
    expect(await written()).toEqual(before);
    // Without a validity the rule does not apply.
    await setValidity(flu, null);
    expect((await post(PATHS.seasonalVaccinations, evax, [dose(flu, daysFromToday(0), { campaign })])).statusCode).toBe(201);
    await setValidity(flu, 180);
  });

  test('occasional: a dose recorded afterwards, earlier than one given, is refused too; an edit does not count the dose itself', async () => {
    await setValidity(occasionalDci, 90);
    const evax = await childAged(t, tokens['agent']!, 900);
    const created = await post(PATHS.occasionalVaccinations, evax, [dose(occasionalDci, daysFromToday(-10))]);
    expect(created.statusCode).toBe(201);
    const [id] = created.json<{ ids: number[] }>().ids as [number];
    refusedAs(
      await post(PATHS.occasionalVaccinations, evax, [dose(occasionalDci, daysFromToday(-60))]),
      VACCINATION_ERROR_KEYS.stillValid,
      'vaccines_set.0.dci',
    );
    const edit = (vaccinationDate: string) =>
      call('PUT', apiPath(PATHS.occasionalEdit, { param: String(id) }), 'agent', dose(occasionalDci, vaccinationDate, { lotNumber: 'V-2' }));
    expect((await edit(daysFromToday(-5))).statusCode).toBe(204);
    expect((await post(PATHS.occasionalVaccinations, evax, [dose(occasionalDci, daysFromToday(-200))])).statusCode).toBe(201);
    // Moved within 90 days of the other one: refused.
    refusedAs(await edit(daysFromToday(-150)), VACCINATION_ERROR_KEYS.stillValid, 'dci');
    await setValidity(occasionalDci, null);
  });

  test('international: a lifelong vaccine (yellow fever) recorded again is refused; its own record is edited', async () => {
    const evax = await childAged(t, tokens['agent']!, 2000);
    const created = await call('POST', PATHS.internationalCreate, 'agent', internationalTravel(evax, refs));
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const before = await written();
    refusedAs(
      await call('POST', PATHS.internationalCreate, 'agent', internationalTravel(evax, refs, { dispensationDate: daysFromToday(-1) })),
      VACCINATION_ERROR_KEYS.lifelongAlreadyGiven,
      'dci',
    );
    expect(await written()).toEqual(before);
    expect((await call('PUT', apiPath(PATHS.internationalOne, { id }), 'agent', internationalTravel(evax, refs, { batchNumber: 'YF-78' }))).statusCode).toBe(
      200,
    );
    // Medicine only: no vaccine, no rule.
    const medicine = internationalTravel(evax, refs, { treatmentMode: 'medicine', dci: null });
    expect((await call('POST', PATHS.internationalCreate, 'agent', medicine)).statusCode).toBe(201);
  });

  test('routine: a schedule vaccine given a validity refuses a dose while the last one protects, on create and on edit', async () => {
    const evax = await childAged(t, tokens['agent']!, 570);
    const folderOf = async () => (await call('GET', apiPath(VACCINATION_API_PATHS.routineFolder, { param: evax }), 'agent')).json<RoutineFolder>();
    const rr = doseIn(await folderOf(), 'rougeole-rubéole', 1);
    const vaccinate = (doses: object[]) => {
      const form = vaccinationForm({ evaxNumber: evax, vaccines_set: doses, certificateVerified: true });
      return t.app.inject({
        method: 'POST',
        url: VACCINATION_API_PATHS.vaccinationCreate,
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${tokens['agent']}` },
      });
    };
    expect((await vaccinate([givenToday(rr.scheduleDose, { vaccinationDate: daysFromToday(-200) })])).statusCode).toBe(201);
    await setValidity(rr.dci, 365);
    const second = doseIn(await folderOf(), 'rougeole-rubéole', 2);
    refusedAs(await vaccinate([givenToday(second.scheduleDose)]), VACCINATION_ERROR_KEYS.stillValid, 'vaccines_set.0.scheduleDose');
    await setValidity(rr.dci, 100);
    expect((await vaccinate([givenToday(second.scheduleDose)])).statusCode).toBe(201);
    const given = doseIn(await folderOf(), 'rougeole-rubéole', 2);
    // Moved to 180 days after the first dose while a dose now protects 200 days: refused.
    await setValidity(rr.dci, 200);
    const edit = await call('PUT', apiPath(VACCINATION_API_PATHS.vaccinationEdit, { param: String(given.vaccination!.id) }), 'agent', {
      lotNumber: 'L-2',
      injectionSite: 'LEFT_THIGH',
      vaccinationDate: daysFromToday(-20),
    });
    refusedAs(edit, VACCINATION_ERROR_KEYS.stillValid, 'vaccinationDate');
    await setValidity(rr.dci, null);
  });
});
