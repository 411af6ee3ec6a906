import {
  apiPath,
  HTTP_ERROR_KEYS,
  MEDICAL_FOLDER_API_PATHS,
  MEDICAL_FOLDER_ERROR_KEYS,
  VACCINATION_API_PATHS as PATHS,
  VACCINATION_ERROR_KEYS,
  VACCINATION_FIELD_KEYS,
  type BookletEntryAnswer,
  type Paged,
  type RoutineVaccinationChildRow,
  type RoutineFolder,
} from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import { BACKENDS } from '../support/databases.js';
import { type Call, callerFor, countRows, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { childAged, daysFromToday, doseIn, givenToday, vaccinationForm } from './vaccination-support.js';

describe.each(BACKENDS)('routine vaccination on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  beforeAll(async () => {
    t = await startTestApp(backend);
    tokens = await tokensFor(t.app, ['superadmin', 'admin', 'agent', 'agent2']);
    call = callerFor(t.app, tokens);
  });
  afterAll(() => t.close());

  const folderOf = async (evax: string, user = 'agent') => (await call('GET', apiPath(PATHS.routineFolder, { param: evax }), user)).json<RoutineFolder>();
  const vaccinate = (evax: string, user: string | undefined, doses: object[], extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: PATHS.vaccinationCreate,
      ...(() => {
        const form = vaccinationForm({ evaxNumber: evax, vaccines_set: doses, ...extra });
        return { payload: form.payload, headers: { ...form.headers, ...(user ? { authorization: `Bearer ${tokens[user]}` } : {}) } };
      })(),
    });
  const written = async () => ({
    vaccination: await countRows(t, 'vaccination'),
    audit: await countRows(t, 'audit_log'),
  });

  test('the schedule is seeded with its dose rules: series across products, intervals, catch-up ages, HPV for girls', async () => {
    const doses = await t.db.selectFrom('routine_schedule_dose').selectAll().execute();
    const dtp = doses.filter((d) => d.series === 'DTP').map((d) => d.dose_number);
    expect(dtp.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(doses.every((d) => d.dose_number === 1 || d.min_interval_days > 0 || d.series !== 'DTP')).toBe(true);
    expect(doses.find((d) => d.series === 'HPV')?.only_gender).toBe('female');
    expect(doses.find((d) => d.series === 'BCG')?.catch_up_limit_days).toBe(365);
  });

  test("the folder: the booklet computed from the schedule, the next due dose, the rows' states", async () => {
    const evax = await childAged(t, tokens['agent']!, 70);
    const folder = await folderOf(evax);
    expect(folder.child.evaxNumber).toBe(evax);
    expect(doseIn(folder, 'pentavalent', 1).state).toBe('due');
    expect(doseIn(folder, 'pentavalent', 2).state).toBe('not_yet');
    expect(doseIn(folder, 'hépatite B', 1).state).toBe('not_applicable');
    expect(doseIn(folder, 'BCG', 1).state).toBe('overdue');
    expect(folder.nextDue).toBe(doseIn(folder, 'BCG', 1).scheduleDose);
    const givable = (await call('GET', apiPath(PATHS.routineVaccinesList, { param: evax }), 'agent')).json<BookletEntryAnswer[]>();
    expect(givable.map((e) => e.state).every((s) => ['due', 'overdue', 'postponed'].includes(s))).toBe(true);
    expect(givable.map((e) => e.scheduleDose)).toContain(doseIn(folder, 'pentavalent', 1).scheduleDose);
  });

  test('visibility and permissions: another centre sees no such child (404), a role without the permission 403, no token 401', async () => {
    const evax = await childAged(t, tokens['agent']!, 70);
    for (const path of [PATHS.routineFolder, PATHS.routineVaccinesList]) {
      const url = apiPath(path, { param: evax });
      expect((await call('GET', url, 'agent2')).json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.childNotFound });
      expect((await call('GET', url, 'agent2')).statusCode).toBe(404);
      expect((await call('GET', url, 'admin')).statusCode).toBe(403);
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, 'superadmin')).statusCode).toBe(200);
    }
    const folder = await folderOf(evax);
    const dose = doseIn(folder, 'pentavalent', 1).scheduleDose;
    const before = await written();
    expect((await vaccinate(evax, 'agent2', [givenToday(dose)])).statusCode).toBe(404);
    expect((await vaccinate(evax, 'admin', [givenToday(dose)])).statusCode).toBe(403);
    expect((await vaccinate(evax, undefined, [givenToday(dose)])).statusCode).toBe(401);
    const postpone = apiPath(PATHS.vaccinationPostpone, { param: evax });
    const cancel = apiPath(PATHS.vaccinationCancel, { param: evax });
    expect((await call('POST', postpone, 'agent2', { scheduleDose: dose, date: daysFromToday(7) })).statusCode).toBe(404);
    expect((await call('POST', postpone, 'admin', { scheduleDose: dose, date: daysFromToday(7) })).statusCode).toBe(403);
    expect((await call('POST', cancel, 'agent2', { scheduleDose: dose, reason: 'Contre-indication' })).statusCode).toBe(404);
    expect((await call('POST', cancel, 'admin', { scheduleDose: dose, reason: 'Contre-indication' })).statusCode).toBe(403);
    expect(await written()).toEqual(before);
  });

  test('vaccinate the next due dose (multipart): done with its lot, site and vaccinator, audited, the next dose due', async () => {
    const evax = await childAged(t, tokens['agent']!, 70);
    const folder = await folderOf(evax);
    const penta1 = doseIn(folder, 'pentavalent', 1).scheduleDose;
    const before = await written();
    const response = await vaccinate(evax, 'agent', [
      givenToday(penta1, { serumLot: 'S-9', commercialName: 'Pentavac', quantity: 1, nextDoseIn: 1, nextDoseUnit: 'months' }),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json<{ ids: number[] }>().ids).toHaveLength(1);
    expect(await written()).toEqual({ vaccination: before.vaccination + 1, audit: before.audit + 1 });
    const after = await folderOf(evax);
    const done = doseIn(after, 'pentavalent', 1);
    expect(done).toMatchObject({ state: 'done', date: tunisToday() });
    expect(done.vaccination).toMatchObject({
      lotNumber: 'L-1',
      serumLot: 'S-9',
      injectionSite: 'LEFT_THIGH',
      commercialName: 'Pentavac',
      vaccinator: { nameFr: expect.any(String) },
    });
    expect(done.vaccination!.nextDoseDate).not.toBeNull();
    expect(doseIn(after, 'pentavalent', 2)).toMatchObject({ state: 'not_yet', date: daysFromToday(28) });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'vaccination')
      .where('entity_id', '=', String(done.vaccination!.id))
      .execute();
    expect(audit.map((a) => ({ action: a.action, citizen: a.citizen_id }))).toEqual([{ action: 'vaccinate', citizen: after.child.id }]);
  });

  test('dose order: a later dose before the first, the third before the second, and one out of order are refused, nothing written', async () => {
    const evax = await childAged(t, tokens['agent']!, 200);
    const folder = await folderOf(evax);
    const before = await written();
    const penta2 = await vaccinate(evax, 'agent', [givenToday(doseIn(folder, 'pentavalent', 2).scheduleDose)]);
    expect(penta2.statusCode).toBe(409);
    expect(penta2.json()).toMatchObject({ errorCode: 202, key: VACCINATION_ERROR_KEYS.firstDoseRequired });
    const penta1 = doseIn(folder, 'pentavalent', 1).scheduleDose;
    expect((await vaccinate(evax, 'agent', [givenToday(penta1, { vaccinationDate: daysFromToday(-120) })], { certificateVerified: true })).statusCode).toBe(
      201,
    );
    const outOfOrder = await vaccinate(evax, 'agent', [givenToday(doseIn(folder, 'pentavalent', 3).scheduleDose)]);
    expect(outOfOrder.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.previousNotVaccinated });
    expect(await written()).toEqual({ vaccination: before.vaccination + 1, audit: before.audit + 1 });
  });

  test('minimum interval, the same dose twice, a lifelong vaccine again, and redundant vaccines in one entry', async () => {
    const evax = await childAged(t, tokens['agent']!, 200);
    const folder = await folderOf(evax);
    const penta1 = doseIn(folder, 'pentavalent', 1).scheduleDose;
    const penta2 = doseIn(folder, 'pentavalent', 2).scheduleDose;
    const bcg = doseIn(folder, 'BCG', 1).scheduleDose;
    const vpi1 = doseIn(folder, 'inactivé', 1).scheduleDose;
    const back = { certificateVerified: true };
    expect(
      (
        await vaccinate(
          evax,
          'agent',
          [givenToday(penta1, { vaccinationDate: daysFromToday(-130) }), givenToday(bcg, { vaccinationDate: daysFromToday(-199) })],
          back,
        )
      ).statusCode,
    ).toBe(201);
    const early = await vaccinate(evax, 'agent', [givenToday(penta2, { vaccinationDate: daysFromToday(-108) })], back);
    expect(early.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.minIntervalNotReached });
    expect((await vaccinate(evax, 'agent', [givenToday(penta1)])).json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.alreadyGiven });
    expect((await vaccinate(evax, 'agent', [givenToday(bcg)])).json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.lifelongAlreadyGiven });
    const twice = await vaccinate(evax, 'agent', [givenToday(vpi1), givenToday(doseIn(folder, 'inactivé', 2).scheduleDose)]);
    expect(twice.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.redundantVaccines });
    // Two doses of a visit in one entry, each under its rules: accepted together.
    expect((await vaccinate(evax, 'agent', [givenToday(penta2), givenToday(vpi1)])).statusCode).toBe(201);
  });

  test('validation: dates, certificate, quantity, injection site, specialty, unknown dose; 400 with the field and nothing written', async () => {
    const evax = await childAged(t, tokens['agent']!, 70);
    const penta1 = doseIn(await folderOf(evax), 'pentavalent', 1).scheduleDose;
    const before = await written();
    const fieldsOf = async (doses: object[], extra: object = {}) => {
      const response = await vaccinate(evax, 'agent', doses, extra);
      expect(response.statusCode).toBe(400);
      return response.json<{ key: string; fields: Record<string, { code: string; key: string }[]> }>().fields;
    };
    expect((await fieldsOf([givenToday(penta1, { vaccinationDate: daysFromToday(1) })]))['vaccines_set.0.vaccinationDate']![0]!.key).toBe(
      VACCINATION_FIELD_KEYS.dateInFuture,
    );
    expect(
      (await fieldsOf([givenToday(penta1, { vaccinationDate: daysFromToday(-71) })], { certificateVerified: true }))['vaccines_set.0.vaccinationDate']![0]!.key,
    ).toBe(VACCINATION_FIELD_KEYS.beforeBirth);
    expect((await fieldsOf([givenToday(penta1, { vaccinationDate: daysFromToday(-1) })])).certificateVerified![0]!.key).toBe(
      VACCINATION_FIELD_KEYS.certificateNotVerified,
    );
    expect((await fieldsOf([givenToday(penta1, { quantity: 0 })]))['vaccines_set.0.quantity']![0]!.code).toBe('min_value');
    expect((await fieldsOf([givenToday(penta1, { quantity: 1000 })]))['vaccines_set.0.quantity']![0]!.code).toBe('max_value');
    expect((await fieldsOf([givenToday(penta1, { injectionSite: 'NOWHERE' })]))['vaccines_set.0.injectionSite']![0]!.code).toBe('invalid_choice');
    expect((await fieldsOf([givenToday(999_999)]))['vaccines_set.0.scheduleDose']![0]!.code).toBe('invalid_choice');
    const otherDciSpecialty = await t.db
      .selectFrom('specialty as s')
      .innerJoin('dci', 'dci.id', 's.dci_id')
      .where('dci.name', 'like', 'BCG%')
      .select('s.id')
      .executeTakeFirst();
    if (otherDciSpecialty)
      expect((await fieldsOf([givenToday(penta1, { specialty: otherDciSpecialty.id })]))['vaccines_set.0.specialty']![0]!.code).toBe('invalid_choice');
    expect((await fieldsOf([givenToday(penta1, { lotNumber: '' })]))['vaccines_set.0.lotNumber']).toBeDefined();
    const empty = await vaccinate(evax, 'agent', []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ key: HTTP_ERROR_KEYS.VALIDATION });
    expect(await written()).toEqual(before);
  });

  test('postpone moves the appointment to a later day; cancel with a reason is irreversible; both audited', async () => {
    const evax = await childAged(t, tokens['agent']!, 70);
    const folder = await folderOf(evax);
    const vpi1 = doseIn(folder, 'inactivé', 1).scheduleDose;
    const penta1 = doseIn(folder, 'pentavalent', 1).scheduleDose;
    const postpone = apiPath(PATHS.vaccinationPostpone, { param: evax });
    const cancel = apiPath(PATHS.vaccinationCancel, { param: evax });
    const notLater = await call('POST', postpone, 'agent', { scheduleDose: vpi1, date: tunisToday() });
    expect(notLater.statusCode).toBe(400);
    expect(notLater.json()).toMatchObject({ fields: { date: [{ key: VACCINATION_FIELD_KEYS.postponeNotLater }] } });
    const before = await written();
    expect((await call('POST', postpone, 'agent', { scheduleDose: vpi1, date: daysFromToday(7), reason: 'Fièvre' })).statusCode).toBe(204);
    expect(doseIn(await folderOf(evax), 'inactivé', 1)).toMatchObject({ state: 'postponed', date: daysFromToday(7) });

    expect((await call('POST', cancel, 'agent', { scheduleDose: penta1 })).statusCode).toBe(400);
    expect((await call('POST', cancel, 'agent', { scheduleDose: penta1, reason: 'Contre-indication médicale' })).statusCode).toBe(204);
    const cancelled = doseIn(await folderOf(evax), 'pentavalent', 1);
    expect(cancelled).toMatchObject({ state: 'cancelled', vaccination: { cancelReason: 'Contre-indication médicale' } });
    expect(await written()).toEqual({ vaccination: before.vaccination + 2, audit: before.audit + 2 });

    expect((await call('POST', cancel, 'agent', { scheduleDose: penta1, reason: 'Encore' })).json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.cancelled });
    expect((await call('POST', postpone, 'agent', { scheduleDose: penta1, date: daysFromToday(3) })).json()).toMatchObject({
      key: VACCINATION_ERROR_KEYS.cancelled,
    });
    expect((await vaccinate(evax, 'agent', [givenToday(penta1)])).json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.cancelled });
    // A postponed dose is vaccinated on its appointment row.
    expect((await vaccinate(evax, 'agent', [givenToday(vpi1)])).statusCode).toBe(201);
    expect(doseIn(await folderOf(evax), 'inactivé', 1).state).toBe('done');
    expect((await call('POST', postpone, 'agent', { scheduleDose: vpi1, date: daysFromToday(3) })).json()).toMatchObject({
      key: VACCINATION_ERROR_KEYS.doseNotPending,
    });
  });

  test('a closed medical folder refuses every vaccination write (409), nothing written', async () => {
    const evax = await childAged(t, tokens['agent']!, 70);
    const folder = await folderOf(evax);
    const penta1 = doseIn(folder, 'pentavalent', 1).scheduleDose;
    const closed = await call('POST', apiPath(MEDICAL_FOLDER_API_PATHS.medicalFolderClose, { param: evax, lang: 'fr' }), 'agent', {
      reason: 'Enfant décédé',
      confirmIrreversible: true,
    });
    expect(closed.statusCode).toBe(200);
    const before = await written();
    const refusals = [
      await vaccinate(evax, 'agent', [givenToday(penta1)]),
      await call('POST', apiPath(PATHS.vaccinationPostpone, { param: evax }), 'agent', { scheduleDose: penta1, date: daysFromToday(7) }),
      await call('POST', apiPath(PATHS.vaccinationCancel, { param: evax }), 'agent', { scheduleDose: penta1, reason: 'Contre-indication' }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(409);
      expect(refusal.json()).toMatchObject({ key: MEDICAL_FOLDER_ERROR_KEYS.folderProtected });
    }
    expect(await written()).toEqual(before);
  });

  test('the children list: each child with its next due dose and state; filtered by age band and structure; another centre unseen', async () => {
    const evax = await childAged(t, tokens['agent']!, 70);
    const list = async (query: string, user = 'agent') =>
      (await call('GET', `${PATHS.routineVaccinationChildren}?page_size=50&search=${evax}${query}`, user)).json<Paged<RoutineVaccinationChildRow>>();
    const [row] = (await list('')).results;
    expect(row).toMatchObject({ evaxNumber: evax, scheduleState: 'overdue', nextDue: { dciName: expect.stringContaining('BCG'), doseNumber: 1 } });
    expect((await list('&ageBand=0-12m')).count).toBe(1);
    expect((await list('&ageBand=12-24m')).count).toBe(0);
    expect((await list('&structure=999999')).count).toBe(0);
    expect((await list('', 'agent2')).count).toBe(0);
    expect((await call('GET', `${PATHS.routineVaccinationChildren}?ageBand=99y`, 'agent')).statusCode).toBe(400);
  });
});
