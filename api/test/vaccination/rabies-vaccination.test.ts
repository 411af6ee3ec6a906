import {
  apiPath,
  MEDICAL_FOLDER_API_PATHS,
  MEDICAL_FOLDER_ERROR_KEYS,
  HTTP_ERROR_KEYS,
  RABIES_API_PATHS as PATHS,
  RABIES_ERROR_KEYS,
  RABIES_FIELD_KEYS,
  VACCINATION_FIELD_KEYS,
  type Paged,
  type RabiesAbsentRow,
  type RabiesDoseList,
  type RabiesDoseRecorded,
  type RabiesFiche,
  type RabiesFicheCreated,
  type RabiesFicheRow,
} from '@evax/shared/contract';
import { dayNumber, isoDay, tunisToday } from '@evax/shared/validation';
import { FakeClock, startAccountApp, type AccountTestApp } from '../support/account.js';
import { callerFor, countRows, expectFieldError, tokensFor, type Call, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/databases.js';
import { childAged } from './vaccination-support.js';

/** Anti-rabies sheet (issue 31; spec 2 §3, §4, §5, §7, §8): every route's permission, validation and rules, with a clock the tests move. */
describe.each(BACKENDS)('anti-rabies vaccination on %s', (backend) => {
  let t: AccountTestApp;
  let tokens: Record<string, string>;
  let call: Call;
  let rabiesDci: number;
  const clock = new FakeClock(new Date().toISOString());
  const realNow = () => new Date();
  /** The app's today (its clock's day in Tunisia) and days from it. */
  const today = () => tunisToday(clock.now());
  const day = (offset: number) => isoDay(dayNumber(today()) + offset);

  beforeAll(async () => {
    t = await startAccountApp(backend, { clock });
    tokens = await tokensFor(t.app, ['superadmin', 'admin', 'agent', 'agent2']);
    call = callerFor(t.app, tokens);
    const dci = await t.db
      .selectFrom('dci')
      .where('vaccine_category', '=', 'rabies')
      .where('name', 'like', 'Vaccin rabique%')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    rabiesDci = dci.id;
    // A demo database on PGlite takes most of a minute on a loaded machine.
  }, 180_000);
  afterAll(() => t.close());
  beforeEach(() => clock.set(realNow()));

  const newCitizen = () => childAged(t as unknown as TestApp, tokens['agent']!, 3000);
  const aggression = (extra: object = {}) => ({
    date: day(-1),
    attackType: 'BITE',
    lesionCount: 2,
    lesionLocations: ['HAND'],
    lesionDepth: 'DEEP',
    lesionSize: 'GT_2_CM',
    ...extra,
  });
  /** A category III dog bite with a second aggression by a second animal, serum 5 mL (4 infiltrated). */
  const categoryThree = (evaxNumber: string, extra: object = {}) => ({
    evaxNumber,
    preventive: false,
    weightKg: 30,
    phone: '22 123 456',
    localCare: true,
    careProduct: 'SOAP',
    carePlace: 'HOME',
    careDelay: 'IMMEDIATE',
    aggression: aggression(),
    hasSecondAggression: true,
    secondAggression: aggression({ date: today(), attackType: 'SCRATCH', lesionCount: 1, lesionDepth: 'SUPERFICIAL' }),
    animal: { species: 'DOG', state: 'STRAY', ownerKnown: false },
    hasSecondAnimal: true,
    secondAnimal: { species: 'CAT', state: 'KNOWN_OBSERVED', ownerKnown: true, ownerName: 'Ali Ben Salah', rabiesDiagnosis: null },
    history: { previousTreatment: 'NONE', emergencyService: false, besredkaTest: true },
    serum: { ampoules: 2, totalMl: 5, infiltratedMl: 4, intramuscularMl: 1 },
    ...extra,
  });
  /** A category II superficial scratch, vaccine only (A1). */
  const categoryTwo = (evaxNumber: string, extra: object = {}) => ({
    evaxNumber,
    preventive: false,
    weightKg: 60,
    aggression: aggression({ date: day(-5), attackType: 'SCRATCH', lesionCount: 1, lesionDepth: 'SUPERFICIAL' }),
    animal: { species: 'CAT', state: 'KNOWN_OBSERVED' },
    history: { previousTreatment: 'NONE' },
    ...extra,
  });
  const create = async (body: object, user = 'agent') => call('POST', PATHS.rabiesFicheCreate, user, body);
  const created = async (body: object) => {
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    return response.json<RabiesFicheCreated>();
  };
  const path = (template: string, param: number | string) => apiPath(template, { param: String(param) });
  const dose = (rank: number, extra: object = {}) => ({ rank, givenDate: today(), dci: rabiesDci, lotNumber: 'RB-1', injectionSite: 'LEFT_ARM', ...extra });
  const give = (ficheId: number, rank: number, extra: object = {}) => call('POST', path(PATHS.rabiesVaccinationUpdate, ficheId), 'agent', dose(rank, extra));
  const written = async () => ({
    sheets: await countRows(t, 'rabies_sheet'),
    doses: await countRows(t, 'rabies_dose'),
    audit: await countRows(t, 'audit_log'),
  });
  const keyOf = (response: { json: <T>() => T }) => response.json<{ key: string }>().key;

  test('every route: 401 without a token, 403 without the permission (admin)', async () => {
    const evax = await newCitizen();
    const { ficheId } = await created(categoryThree(evax));
    const doseId = (await call('GET', path(PATHS.rabiesVaccinationList, ficheId), 'agent')).json<RabiesDoseList>().doses[0]!.id;
    const routes: [Parameters<Call>[0], string, object?][] = [
      ['POST', PATHS.rabiesFicheCreate, categoryThree(evax)],
      ['POST', PATHS.rabiesFicheFirstUpdate, { ficheId, confirmed: true }],
      ['GET', path(PATHS.rabiesFicheDetails, ficheId)],
      ['POST', path(PATHS.rabiesFicheUpdate, ficheId), { animalStateD0To7: 'ALIVE' }],
      ['POST', path(PATHS.rabiesFicheClosure, ficheId), { reason: 'OTHER' }],
      ['POST', path(PATHS.rabiesFicheReopen, ficheId)],
      ['DELETE', path(PATHS.rabiesFicheDelete, ficheId)],
      ['GET', path(PATHS.rabiesVaccinationList, ficheId)],
      ['POST', path(PATHS.rabiesVaccinationUpdate, ficheId), dose(0)],
      ['GET', path(PATHS.rabiesVaccinationDetails, doseId)],
      ['GET', path(PATHS.rabiesCitizenFiches, evax)],
      ['GET', PATHS.rabiesFichesList],
      ['GET', PATHS.rabiesVaccinesList],
      ['GET', path(PATHS.rabiesCheckInProgress, evax)],
      ['GET', PATHS.rabiesAbsentList],
      ['GET', path(PATHS.rabiesVaccinationListDone, ficheId)],
    ];
    const before = await written();
    for (const [method, url, body] of routes) {
      expect({ url, status: (await call(method, url, undefined, body)).statusCode }).toEqual({ url, status: 401 });
      const forbidden = await call(method, url, 'admin', body);
      expect({ method, url, status: forbidden.statusCode, key: keyOf(forbidden) }).toEqual({ method, url, status: 403, key: HTTP_ERROR_KEYS.FORBIDDEN });
    }
    expect(await written()).toEqual(before);
  });

  test("the visit form's vaccines: the active anti-rabies DCIs of the catalogue", async () => {
    const answer = await call('GET', PATHS.rabiesVaccinesList, 'agent');
    expect(answer.statusCode).toBe(200);
    const { vaccines, campaigns } = answer.json<{ vaccines: { id: number }[]; campaigns: unknown[] }>();
    expect(vaccines.map((v) => v.id)).toContain(rabiesDci);
    expect(campaigns).toEqual([]);
  });

  test('create: category III bite with a second animal answers results, protocole (J0, J3, J7, J14 from today) and ficheId; audited', async () => {
    const evax = await newCitizen();
    const audit = await countRows(t, 'audit_log', { entity: 'rabies_sheet', action: 'create' });
    const answer = await created(categoryThree(evax));
    expect(answer.results).toEqual({ exposureCategory: 'III', type: 'A2', regimen: 'WHO2018_IM_4DOSE', serumRequired: true, maxIuErig: 1200, maxIuHrig: 600 });
    expect(answer.protocole.map((d) => [d.rank, d.day, d.plannedDate, d.done])).toEqual([
      [0, 0, today(), false],
      [1, 3, day(3), false],
      [2, 7, day(7), false],
      [3, 14, day(14), false],
    ]);
    expect(await countRows(t, 'audit_log', { entity: 'rabies_sheet', action: 'create' })).toBe(audit + 1);
    const fiche = (await call('GET', path(PATHS.rabiesFicheDetails, answer.ficheId), 'agent')).json<RabiesFiche>();
    expect(fiche).toMatchObject({
      state: 'IN_PROGRESS',
      type: 'A2',
      exposureCategory: 'III',
      attackDate: day(-1),
      secondAttackDate: today(),
      animalState: 'STRAY',
      nextDoseDate: today(),
      serumRequired: true,
      weightKg: 30,
      phone: '22 123 456',
      firstUpdated: false,
      openTooLong: false,
      citizen: { evaxNumber: evax },
    });
    // A flag not known (null) stays so: never read as false (a negative diagnosis).
    expect(fiche.details).toMatchObject({ secondAnimal: { species: 'CAT', ownerName: 'Ali Ben Salah', rabiesDiagnosis: null }, serum: { totalMl: 5 } });
    const check = await call('GET', path(PATHS.rabiesCheckInProgress, evax), 'agent');
    expect(check.json()).toEqual({ inProgress: true, ficheId: answer.ficheId });
  });

  test('only one ongoing sheet per citizen: a second is refused (409 SHEET_IN_PROGRESS), nothing written', async () => {
    const evax = await newCitizen();
    expect((await call('GET', path(PATHS.rabiesCheckInProgress, evax), 'agent')).json()).toEqual({ inProgress: false, ficheId: null });
    await created(categoryTwo(evax));
    const before = await written();
    const second = await create(categoryThree(evax));
    expect(second.statusCode).toBe(409);
    expect(keyOf(second)).toBe(RABIES_ERROR_KEYS.sheetInProgress);
    expect(await written()).toEqual(before);
  });

  test("create: a bat's superficial scratch is category III, the serum required (WHO: any direct contact with a bat)", async () => {
    const evax = await newCitizen();
    const withoutSerum = await create(categoryTwo(evax, { animal: { species: 'BAT', state: 'UNKNOWN_NOT_OBSERVED' } }));
    expect(withoutSerum.statusCode).toBe(400);
    expect(JSON.stringify(withoutSerum.json())).toContain(RABIES_FIELD_KEYS.serumRequired);
    const serum = { ampoules: 1, totalMl: 5, infiltratedMl: 4, intramuscularMl: 1 };
    const answer = await created(categoryTwo(evax, { animal: { species: 'BAT', state: 'UNKNOWN_NOT_OBSERVED' }, serum }));
    expect(answer.results).toMatchObject({ exposureCategory: 'III', serumRequired: true });
  });

  test('create validation: aggression date, second aggression and animal when flagged, its window, serum required and its sum rule; nothing written', async () => {
    const evax = await newCitizen();
    const before = await written();
    const cases: [object, string, string][] = [
      [{ aggression: null }, 'aggression', RABIES_ERROR_KEYS.attackDateMissing],
      [{ aggression: aggression({ date: day(1) }) }, 'aggression.date', VACCINATION_FIELD_KEYS.dateInFuture],
      [{ secondAggression: null }, 'secondAggression', RABIES_FIELD_KEYS.secondAggressionRequired],
      [{ secondAggression: aggression({ date: day(-2) }) }, 'secondAggression.date', RABIES_FIELD_KEYS.secondAggressionWindow],
      [{ secondAnimal: null }, 'secondAnimal', RABIES_FIELD_KEYS.secondAnimalRequired],
      [{ serum: null }, 'serum', RABIES_FIELD_KEYS.serumRequired],
      [{ serum: { ampoules: 2, totalMl: 5, infiltratedMl: 3.5, intramuscularMl: 1.5 } }, 'serum.infiltratedMl', RABIES_FIELD_KEYS.serumSumRule],
      [{ serum: { ampoules: 2, totalMl: 5, infiltratedMl: 4, intramuscularMl: 0.5 } }, 'serum.infiltratedMl', RABIES_FIELD_KEYS.serumSumRule],
      [{ animal: null }, 'animal', 'required'],
    ];
    for (const [extra, field, key] of cases) {
      const response = await create(categoryThree(evax, extra));
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      expectFieldError(response, field, key);
    }
    const badChoice = await create(categoryThree(evax, { aggression: aggression({ attackType: 'KICK' }) }));
    expect(badChoice.statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });

  test('create: the regimen chosen among those the category allows is followed; another is refused (invalid_choice), nothing written', async () => {
    const essen = await created(categoryThree(await newCitizen(), { regimen: 'ESSEN_5DOSE' }));
    expect(essen.results).toMatchObject({ exposureCategory: 'III', type: 'A2', regimen: 'ESSEN_5DOSE' });
    expect(essen.protocole.map((d) => d.day)).toEqual([0, 3, 7, 14, 28]);
    expect((await call('GET', path(PATHS.rabiesFicheDetails, essen.ficheId), 'agent')).json<RabiesFiche>().regimen).toBe('ESSEN_5DOSE');
    // Closed, so that it stays off the absent list the clock's test reads.
    expect((await call('POST', path(PATHS.rabiesFicheClosure, essen.ficheId), 'agent', { reason: 'OTHER' })).statusCode).toBe(200);
    const evax = await newCitizen();
    const before = await written();
    const refused: object[] = [
      // The booster is for a complete earlier protocol; a naive regimen is not; category I has none.
      categoryThree(evax, { regimen: 'BOOSTER_IM_2DOSE' }),
      categoryTwo(evax, { history: { previousTreatment: 'COMPLETE' }, regimen: 'WHO2018_IM_ZAGREB' }),
      categoryTwo(evax, { aggression: aggression({ attackType: 'CONTACT', lesionCount: 0, lesionDepth: null }), regimen: 'WHO2018_IM_4DOSE' }),
      categoryThree(evax, { regimen: 'PREP_2VISIT' }),
    ];
    for (const body of refused) {
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      expectFieldError(response, 'regimen', 'invalid_choice');
    }
    expect(await written()).toEqual(before);
  });

  test('category I (a contact): no protocol, the sheet recorded closed; a preventive sheet follows the PrEP (P)', async () => {
    const contact = await created(
      categoryTwo(await newCitizen(), { aggression: aggression({ attackType: 'CONTACT', lesionCount: 0, lesionDepth: null, lesionSize: null }) }),
    );
    expect(contact.results).toMatchObject({ exposureCategory: 'I', regimen: 'NONE', serumRequired: false });
    expect(contact.protocole).toEqual([]);
    expect((await call('GET', path(PATHS.rabiesFicheDetails, contact.ficheId), 'agent')).json<RabiesFiche>().state).toBe('CLOSED');
    const prep = await created({ evaxNumber: await newCitizen(), preventive: true, weightKg: 50, history: { previousTreatment: 'NONE' } });
    expect(prep.results).toMatchObject({ exposureCategory: null, type: 'P', regimen: 'PREP_2VISIT' });
    expect(prep.protocole.map((d) => d.day)).toEqual([0, 7]);
  });

  test('a citizen of another centre is not reached: 404 on create, the sheet missing (SHEET_NOT_FOUND) on its routes', async () => {
    const evax = await newCitizen();
    const { ficheId } = await created(categoryTwo(evax));
    expect((await create(categoryTwo(evax), 'agent2')).statusCode).toBe(404);
    for (const url of [path(PATHS.rabiesFicheDetails, ficheId), path(PATHS.rabiesVaccinationList, ficheId)]) {
      const response = await call('GET', url, 'agent2');
      expect(response.statusCode).toBe(404);
      expect(keyOf(response)).toBe(RABIES_ERROR_KEYS.sheetNotFound);
    }
    const rows = (await call('GET', PATHS.rabiesFichesList, 'agent2')).json<Paged<RabiesFicheRow>>().results;
    expect(rows.some((r) => r.id === ficheId)).toBe(false);
    expect((await call('GET', PATHS.rabiesFichesList, 'agent')).json<Paged<RabiesFicheRow>>().results.some((r) => r.id === ficheId)).toBe(true);
  });

  test('first update: confirmed, once only; then the protocol record cannot be updated', async () => {
    const { ficheId } = await created(categoryThree(await newCitizen(), { animal: { species: 'DOG', state: null } }));
    const url = PATHS.rabiesFicheFirstUpdate;
    const unconfirmed = await call('POST', url, 'agent', { ficheId, confirmed: false, animal: { species: 'DOG', state: 'DEAD' } });
    expect([unconfirmed.statusCode, keyOf(unconfirmed)]).toEqual([409, RABIES_ERROR_KEYS.confirmationRequired]);
    const badSerum = await call('POST', url, 'agent', { ficheId, confirmed: true, serum: null });
    expect(badSerum.statusCode).toBe(400);
    expectFieldError(badSerum, 'serum', RABIES_FIELD_KEYS.serumRequired);
    const first = await call('POST', url, 'agent', { ficheId, confirmed: true, animal: { species: 'DOG', state: 'DEAD', sentToLab: true } });
    expect(first.statusCode).toBe(200);
    expect(first.json<RabiesFiche>()).toMatchObject({ animalState: 'DEAD', firstUpdated: true, details: { animal: { sentToLab: true } } });
    const again = await call('POST', url, 'agent', { ficheId, confirmed: true, animal: { species: 'DOG', state: 'STRAY' } });
    expect([again.statusCode, keyOf(again)]).toEqual([409, RABIES_ERROR_KEYS.protocolCannotBeUpdated]);
    expect(await countRows(t, 'audit_log', { entity: 'rabies_sheet', action: 'first_update', entity_id: String(ficheId) })).toBe(1);
  });

  test('animal state day 0-7 and day 7-14: each editable once, then locked; no other field', async () => {
    const { ficheId } = await created(categoryTwo(await newCitizen()));
    const url = path(PATHS.rabiesFicheUpdate, ficheId);
    const other = await call('POST', url, 'agent', { animalState: 'DEAD' });
    expect([other.statusCode, keyOf(other)]).toEqual([409, RABIES_ERROR_KEYS.onlyAnimalStateUpdatable]);
    const none = await call('POST', url, 'agent', {});
    expect(none.statusCode).toBe(400);
    const d07 = await call('POST', url, 'agent', { animalStateD0To7: 'ALIVE' });
    expect(d07.statusCode).toBe(200);
    expect(d07.json<RabiesFiche>()).toMatchObject({ animalStateD0To7: 'ALIVE', animalStateD7To14: null });
    const locked = await call('POST', url, 'agent', { animalStateD0To7: 'DEAD' });
    expect([locked.statusCode, keyOf(locked)]).toEqual([409, RABIES_ERROR_KEYS.animalStateLocked]);
    expectFieldError(locked, 'animalStateD0To7', RABIES_ERROR_KEYS.animalStateLocked);
    expect((await call('POST', url, 'agent', { animalStateD7To14: 'ALIVE_WITH_RABIES_SIGNS' })).json<RabiesFiche>().animalStateD7To14).toBe(
      'ALIVE_WITH_RABIES_SIGNS',
    );
    const bad = await call('POST', url, 'agent', { animalStateD7To14: 'ASLEEP' });
    expect(bad.statusCode).toBe(400);
  });

  test('doses: animal state first, previous doses first (first dose, J3), A2 day 0 today only; the protocol complete at 4 doses closes the sheet', async () => {
    const evax = await newCitizen();
    const { ficheId } = await created(categoryThree(evax, { animal: { species: 'DOG', state: null } }));
    const noState = await give(ficheId, 0);
    expect([noState.statusCode, keyOf(noState)]).toEqual([409, RABIES_ERROR_KEYS.animalStateRequired]);
    await call('POST', PATHS.rabiesFicheFirstUpdate, 'agent', { ficheId, confirmed: true, animal: { species: 'DOG', state: 'UNKNOWN_NOT_OBSERVED' } });
    const before = await written();
    const firstMissing = await give(ficheId, 1);
    expect([firstMissing.statusCode, keyOf(firstMissing)]).toEqual([409, RABIES_ERROR_KEYS.firstDoseRequired]);
    const yesterday = await give(ficheId, 0, { givenDate: day(-1) });
    expect(yesterday.statusCode).toBe(400);
    expectFieldError(yesterday, 'givenDate', RABIES_FIELD_KEYS.dateMustBeTodayForProtocol);
    const badVaccine = await give(ficheId, 0, { dci: 999999, injectionSite: 'NOSE' });
    expect(badVaccine.statusCode).toBe(400);
    expectFieldError(badVaccine, 'dci', 'invalid_choice');
    expectFieldError(badVaccine, 'injectionSite', 'invalid_choice');
    expect(await written()).toEqual(before);

    const j0 = await give(ficheId, 0);
    expect(j0.statusCode).toBe(200);
    expect(j0.json<RabiesDoseRecorded>()).toMatchObject({ state: 'IN_PROGRESS', complete: false, nextDoseDate: day(3), warnings: [] });
    expect((await give(ficheId, 0)).json<{ key: string }>().key).toBe(RABIES_ERROR_KEYS.doseAlreadyGiven);
    const j3Missing = await give(ficheId, 2);
    expect([j3Missing.statusCode, keyOf(j3Missing)]).toEqual([409, RABIES_ERROR_KEYS.j3NotDone]);
    const future = await give(ficheId, 1, { givenDate: day(1) });
    expectFieldError(future, 'givenDate', RABIES_FIELD_KEYS.betweenAggressionAndYesterday);
    const beforeAggression = await give(ficheId, 1, { givenDate: day(-2) });
    expectFieldError(beforeAggression, 'givenDate', RABIES_FIELD_KEYS.betweenAggressionAndYesterday);
    expect((await give(ficheId, 1)).statusCode).toBe(200);
    const j14Early = await give(ficheId, 3);
    expect([j14Early.statusCode, keyOf(j14Early)]).toEqual([409, RABIES_ERROR_KEYS.previousNotVaccinated]);
    expect((await give(ficheId, 2)).statusCode).toBe(200);
    const last = await give(ficheId, 3);
    expect(last.json<RabiesDoseRecorded>()).toMatchObject({ state: 'CLOSED', complete: true, nextDoseDate: null });
    expect(await countRows(t, 'audit_log', { entity: 'rabies_vaccination' })).toBeGreaterThanOrEqual(4);

    const done = (await call('GET', path(PATHS.rabiesVaccinationListDone, ficheId), 'agent')).json<RabiesDoseList>();
    expect(done.doses).toHaveLength(4);
    expect(done.complete).toBe(true);
    const details = await call('GET', path(PATHS.rabiesVaccinationDetails, done.doses[0]!.id), 'agent');
    expect(details.json()).toMatchObject({ ficheId, dose: { rank: 0, done: true, lotNumber: 'RB-1', dci: rabiesDci } });
    const closedSheet = await give(ficheId, 3);
    expect(keyOf(closedSheet)).toBe(RABIES_ERROR_KEYS.sheetNotInProgress);
    // A new sheet is allowed once the earlier one is no longer in progress.
    expect((await create(categoryTwo(evax))).statusCode).toBe(201);
  });

  test('an A1 day-0 dose may be dated between the aggression and yesterday; later visits are planned from it', async () => {
    const { ficheId } = await created(categoryTwo(await newCitizen()));
    const recorded = await give(ficheId, 0, { givenDate: day(-5) });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json<RabiesDoseRecorded>().doses.map((d) => d.plannedDate)).toEqual([day(-5), day(-2), day(2), day(9)]);
    expect(recorded.json<RabiesDoseRecorded>().doses[1]).toMatchObject({ late: true, done: false });
  });

  test('the absent list (late next dose, by structure, days late) and the 14-day flag follow the clock', async () => {
    const evax = await newCitizen();
    const { ficheId } = await created(categoryTwo(evax, { phone: '98 765 432' }));
    expect((await give(ficheId, 0)).statusCode).toBe(200);
    const absent = async (user: string, query = '') => (await call('GET', `${PATHS.rabiesAbsentList}${query}`, user)).json<Paged<RabiesAbsentRow>>().results;
    expect((await absent('agent')).some((r) => r.ficheId === ficheId)).toBe(false);
    clock.set(new Date(realNow().getTime() + 5 * 86_400_000));
    const row = (await absent('agent', `?search=${evax}`)).find((r) => r.ficheId === ficheId);
    expect(row).toMatchObject({ evaxNumber: evax, phone: '98 765 432', daysLate: 2, type: 'A1' });
    const structure = row!.structureId!;
    // Searched by the citizen: the other tests' sheets are late too, more than a page of them, most late first.
    expect((await absent('agent', `?search=${evax}&structure=${structure}`)).some((r) => r.ficheId === ficheId)).toBe(true);
    expect((await absent('agent', `?search=${evax}&structure=${structure + 1000}`)).some((r) => r.ficheId === ficheId)).toBe(false);
    expect((await absent('agent2', `?search=${evax}`)).some((r) => r.ficheId === ficheId)).toBe(false);
    expect((await absent('superadmin', `?search=${evax}`)).some((r) => r.ficheId === ficheId)).toBe(true);

    expect((await call('GET', path(PATHS.rabiesFicheDetails, ficheId), 'agent')).json<RabiesFiche>().openTooLong).toBe(false);
    clock.set(new Date(realNow().getTime() + 15 * 86_400_000));
    expect((await call('GET', path(PATHS.rabiesFicheDetails, ficheId), 'agent')).json<RabiesFiche>().openTooLong).toBe(true);
    const listed = (await call('GET', `${PATHS.rabiesFichesList}?search=${evax}&state=IN_PROGRESS`, 'agent')).json<Paged<RabiesFicheRow>>();
    expect(listed.results).toEqual([expect.objectContaining({ id: ficheId, openTooLong: true, dosesDone: 1 })]);
    const late = await give(ficheId, 1, { givenDate: today() });
    expect(late.statusCode).toBe(200);
    expect(late.json<RabiesDoseRecorded>().warnings).toEqual([RABIES_ERROR_KEYS.openTooLong]);
  });

  test('closure with a reason (travel: temporarily) and deletion, audited; the citizen list and paging', async () => {
    const evax = await newCitizen();
    const { ficheId } = await created(categoryTwo(evax));
    const url = path(PATHS.rabiesFicheClosure, ficheId);
    expect((await call('POST', url, 'agent', { reason: 'HOLIDAY' })).statusCode).toBe(400);
    const travel = await call('POST', url, 'agent', { reason: 'TRAVEL' });
    expect(travel.json<RabiesFiche>()).toMatchObject({ state: 'TEMPORARILY_CLOSED', closureReason: 'TRAVEL' });
    expect((await call('GET', path(PATHS.rabiesCheckInProgress, evax), 'agent')).json()).toEqual({ inProgress: false, ficheId: null });
    const closed = await call('POST', url, 'agent', { reason: 'DEATH' });
    expect(closed.json<RabiesFiche>()).toMatchObject({ state: 'CLOSED', closureReason: 'DEATH' });
    const again = await call('POST', url, 'agent', { reason: 'OTHER' });
    expect([again.statusCode, keyOf(again)]).toEqual([409, RABIES_ERROR_KEYS.sheetNotInProgress]);
    const second = await created(categoryTwo(evax));
    const mine = (await call('GET', `${path(PATHS.rabiesCitizenFiches, evax)}?page_size=1`, 'agent')).json<Paged<RabiesFicheRow>>();
    expect(mine.count).toBe(2);
    expect(mine.results).toHaveLength(1);

    const doses = await countRows(t, 'rabies_dose');
    expect((await call('DELETE', path(PATHS.rabiesFicheDelete, second.ficheId), 'agent')).statusCode).toBe(204);
    expect(await countRows(t, 'rabies_dose')).toBe(doses - 4);
    const gone = await call('GET', path(PATHS.rabiesFicheDetails, second.ficheId), 'agent');
    expect([gone.statusCode, keyOf(gone)]).toEqual([404, RABIES_ERROR_KEYS.sheetNotFound]);
    expect(await countRows(t, 'audit_log', { entity: 'rabies_sheet', action: 'delete', entity_id: String(second.ficheId) })).toBe(1);
    expect(await countRows(t, 'audit_log', { entity: 'rabies_sheet', action: 'close', entity_id: String(ficheId) })).toBe(2);
    expect((await call('DELETE', path(PATHS.rabiesFicheDelete, second.ficheId), 'agent')).statusCode).toBe(404);
  });

  test('a sheet closed for travel is reopened: in progress, the visits not given resumed from today with their intervals; refused when not closed temporarily or while another is in progress; audited', async () => {
    const evax = await newCitizen();
    const { ficheId } = await created(categoryTwo(evax));
    const reopen = (id: number) => call('POST', path(PATHS.rabiesFicheReopen, id), 'agent');
    const inProgress = await reopen(ficheId);
    expect([inProgress.statusCode, keyOf(inProgress)]).toEqual([409, RABIES_ERROR_KEYS.notTemporarilyClosed]);
    expect((await give(ficheId, 0)).statusCode).toBe(200);
    expect((await call('POST', path(PATHS.rabiesFicheClosure, ficheId), 'agent', { reason: 'TRAVEL' })).statusCode).toBe(200);
    const planned = async () => (await call('GET', path(PATHS.rabiesVaccinationList, ficheId), 'agent')).json<RabiesDoseList>().doses.map((d) => d.plannedDate);
    const before = await planned();
    expect(before.slice(0, 2)).toEqual([today(), day(3)]);

    // Back ten days later: J3 (7 days late) is planned today, J7 and J14 keep their intervals after it.
    clock.set(new Date(realNow().getTime() + 10 * 86_400_000));
    const other = await created(categoryTwo(evax));
    const blocked = await reopen(ficheId);
    expect([blocked.statusCode, keyOf(blocked)]).toEqual([409, RABIES_ERROR_KEYS.sheetInProgress]);
    expect((await call('DELETE', path(PATHS.rabiesFicheDelete, other.ficheId), 'agent')).statusCode).toBe(204);
    const reopened = await reopen(ficheId);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<RabiesFiche>()).toMatchObject({ state: 'IN_PROGRESS', closureReason: null, nextDoseDate: today() });
    expect(await planned()).toEqual([before[0], today(), day(4), day(11)]);
    expect(await countRows(t, 'audit_log', { entity: 'rabies_sheet', action: 'reopen', entity_id: String(ficheId) })).toBe(1);
    expect((await give(ficheId, 1)).statusCode).toBe(200);

    expect((await call('POST', path(PATHS.rabiesFicheClosure, ficheId), 'agent', { reason: 'DEATH' })).statusCode).toBe(200);
    const closed = await reopen(ficheId);
    expect([closed.statusCode, keyOf(closed)]).toEqual([409, RABIES_ERROR_KEYS.notTemporarilyClosed]);
  });

  test('a closed medical folder protects the citizen: no sheet, no visit (409 FOLDER_PROTECTED); a sheet closed temporarily leaves the absent list', async () => {
    const evax = await newCitizen();
    const { ficheId } = await created(categoryTwo(evax));
    expect((await give(ficheId, 0)).statusCode).toBe(200);
    clock.set(new Date(realNow().getTime() + 5 * 86_400_000));
    const absentIds = async () =>
      (await call('GET', `${PATHS.rabiesAbsentList}?search=${evax}`, 'agent')).json<Paged<RabiesAbsentRow>>().results.map((r) => r.ficheId);
    expect(await absentIds()).toEqual([ficheId]);
    expect((await call('POST', path(PATHS.rabiesFicheClosure, ficheId), 'agent', { reason: 'TRAVEL' })).statusCode).toBe(200);
    expect(await absentIds()).toEqual([]);
    clock.set(realNow());

    const closedFolder = await newCitizen();
    const other = await created(categoryTwo(closedFolder));
    const close = await call('POST', apiPath(MEDICAL_FOLDER_API_PATHS.medicalFolderClose, { param: closedFolder, lang: 'fr' }), 'agent', {
      reason: 'Déménagement',
      confirmIrreversible: true,
    });
    expect(close.statusCode).toBe(200);
    const before = await written();
    const visit = await give(other.ficheId, 0);
    expect([visit.statusCode, keyOf(visit)]).toEqual([409, MEDICAL_FOLDER_ERROR_KEYS.folderProtected]);
    await call('POST', path(PATHS.rabiesFicheClosure, other.ficheId), 'agent', { reason: 'OTHER' });
    const after = await written();
    const sheet = await create(categoryTwo(closedFolder));
    expect([sheet.statusCode, keyOf(sheet)]).toEqual([409, MEDICAL_FOLDER_ERROR_KEYS.folderProtected]);
    expect(await written()).toEqual(after);
    expect(after.doses).toBe(before.doses);
  });
});
