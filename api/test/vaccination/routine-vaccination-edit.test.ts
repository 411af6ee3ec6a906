import {
  apiPath,
  MEDICAL_FOLDER_API_PATHS,
  REGISTRATION_ERROR_KEYS,
  VACCINATION_API_PATHS as PATHS,
  VACCINATION_ERROR_KEYS,
  VACCINATION_FIELD_KEYS,
  type BookletEntryAnswer,
  type RoutineFolder,
  type RoutineSpecialty,
} from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import { BACKENDS } from '../support/databases.js';
import { type Call, callerFor, countRows, expectFieldError, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { childAged, createCentreUser, daysFromToday, doseIn, givenToday, vaccinationForm } from './vaccination-support.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('carnet de vaccination')]);

describe.each(BACKENDS)('routine vaccination, edit, allergy, next, file on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // A vaccinator of the agent's centre: vaccinates, but may not edit a past dose.
    await createCentreUser(t, 'vaccinator', 'VACCINATOR');
    tokens = await tokensFor(t.app, ['superadmin', 'admin', 'agent', 'agent2', 'vaccinator']);
    call = callerFor(t.app, tokens);
  });
  afterAll(() => t.close());

  const auth = (user?: string) => (user ? { authorization: `Bearer ${tokens[user]}` } : {});
  const folderOf = async (evax: string) => (await call('GET', apiPath(PATHS.routineFolder, { param: evax }), 'agent')).json<RoutineFolder>();
  const send = (url: string, evax: string, user: string | undefined, doses: object[], extra: object = {}, file?: Parameters<typeof vaccinationForm>[1]) => {
    const form = vaccinationForm({ evaxNumber: evax, vaccines_set: doses, ...extra }, file);
    return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...auth(user) } });
  };
  const vaccinate = (evax: string, user: string | undefined, doses: object[], extra: object = {}, file?: Parameters<typeof vaccinationForm>[1]) =>
    send(PATHS.vaccinationCreate, evax, user, doses, extra, file);
  const edit = (id: number, user: string | undefined, payload: object) =>
    t.app.inject({ method: 'PUT', url: apiPath(PATHS.vaccinationEdit, { param: String(id) }), headers: auth(user), payload });
  const written = async () => ({
    vaccination: await countRows(t, 'vaccination'),
    files: await countRows(t, 'vaccination_file'),
    audit: await countRows(t, 'audit_log'),
  });
  /** A child of the agent's centre with the first pentavalent dose given today; its evax number and the row's id. */
  async function withPenta1(ageDays = 70) {
    const evax = await childAged(t, tokens['agent']!, ageDays);
    const penta1 = doseIn(await folderOf(evax), 'pentavalent', 1).scheduleDose;
    expect((await vaccinate(evax, 'agent', [givenToday(penta1)])).statusCode).toBe(201);
    return { evax, penta1, id: doseIn(await folderOf(evax), 'pentavalent', 1).vaccination!.id };
  }
  const edited = (extra: object = {}) => ({ lotNumber: 'L-2', injectionSite: 'RIGHT_THIGH', vaccinationDate: daysFromToday(-1), ...extra });

  describe('edit a past dose (PUT /api/vaccination/{id})', () => {
    test('with edit-past-vaccination: the fields are replaced, audited before and after with the child', async () => {
      const { evax, id } = await withPenta1();
      const response = await edit(id, 'agent', edited({ serumLot: 'S-2', commercialName: 'Pentaxim' }));
      expect(response.statusCode).toBe(204);
      const dose = doseIn(await folderOf(evax), 'pentavalent', 1);
      expect(dose).toMatchObject({ state: 'done', date: daysFromToday(-1) });
      expect(dose.vaccination).toMatchObject({ id, lotNumber: 'L-2', serumLot: 'S-2', injectionSite: 'RIGHT_THIGH', commercialName: 'Pentaxim' });
      const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'edit_vaccination').where('entity_id', '=', String(id)).execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ entity: 'vaccination', citizen_id: (await folderOf(evax)).child.id });
      expect(audit[0]!.before).toMatchObject({ lot_number: 'L-1', injection_site: 'LEFT_THIGH' });
      expect(audit[0]!.after).toMatchObject({ lot_number: 'L-2', vaccination_date: daysFromToday(-1), evaxNumber: evax });
    });

    test('without the permission 403 (a vaccinator of the same centre, an administrator), another centre 404, no token 401; nothing written', async () => {
      const { id } = await withPenta1();
      const before = await written();
      expect((await edit(id, 'vaccinator', edited())).statusCode).toBe(403);
      expect((await edit(id, 'admin', edited())).statusCode).toBe(403);
      expect((await edit(id, undefined, edited())).statusCode).toBe(401);
      const hidden = await edit(id, 'agent2', edited());
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ errorCode: 203 });
      expect((await edit(999_999_999, 'agent', edited())).statusCode).toBe(404);
      expect(await written()).toEqual(before);
    });

    test('the dose rules are checked again: too early for the age, a later dose of the series no longer after its interval; 409 and nothing written', async () => {
      const { id } = await withPenta1(70);
      const before = await written();
      const tooEarly = await edit(id, 'agent', edited({ vaccinationDate: daysFromToday(-50) }));
      expect(tooEarly.statusCode).toBe(409);
      expect(tooEarly.json()).toMatchObject({ errorCode: 202, key: VACCINATION_ERROR_KEYS.tooEarlyForAge, fields: { vaccinationDate: [expect.anything()] } });
      expect(await written()).toEqual(before);

      const evax = await childAged(t, tokens['agent']!, 150);
      const folder = await folderOf(evax);
      const [p1, p2] = [doseIn(folder, 'pentavalent', 1).scheduleDose, doseIn(folder, 'pentavalent', 2).scheduleDose];
      for (const [dose, day] of [
        [p1, -80],
        [p2, -40],
      ] as const)
        expect((await vaccinate(evax, 'agent', [givenToday(dose, { vaccinationDate: daysFromToday(day) })], { certificateVerified: true })).statusCode).toBe(
          201,
        );
      const firstId = doseIn(await folderOf(evax), 'pentavalent', 1).vaccination!.id;
      const mark = await written();
      const afterSecond = await edit(firstId, 'agent', edited({ vaccinationDate: daysFromToday(-30) }));
      expect(afterSecond.statusCode).toBe(409);
      expect(afterSecond.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.minIntervalNotReached });
      expect(await written()).toEqual(mark);
      expect(doseIn(await folderOf(evax), 'pentavalent', 1).date).toBe(daysFromToday(-80));
    });

    test('validation: a future date, an unknown site, a lot missing: 400 on the field; an appointment is not editable: 409', async () => {
      const { evax, id } = await withPenta1();
      const future = await edit(id, 'agent', edited({ vaccinationDate: daysFromToday(2) }));
      expect(future.statusCode).toBe(400);
      expect(future.json().fields.vaccinationDate).toEqual([expect.objectContaining({ key: VACCINATION_FIELD_KEYS.dateInFuture })]);
      const site = await edit(id, 'agent', edited({ injectionSite: 'NOSE' }));
      expect(site.statusCode).toBe(400);
      expect(Object.keys(site.json().fields)).toEqual(['injectionSite']);
      expectFieldError(site, 'injectionSite', 'invalid_choice');
      expect((await edit(id, 'agent', { injectionSite: 'LEFT_THIGH', vaccinationDate: tunisToday() })).statusCode).toBe(400);

      const penta2 = doseIn(await folderOf(evax), 'pentavalent', 2).scheduleDose;
      expect(
        (await call('POST', apiPath(PATHS.vaccinationPostpone, { param: evax }), 'agent', { scheduleDose: penta2, date: daysFromToday(40) })).statusCode,
      ).toBe(204);
      const appointment = doseIn(await folderOf(evax), 'pentavalent', 2).vaccination!.id;
      const refused = await edit(appointment, 'agent', edited());
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.vaccinationNotEditable });
    });
  });

  describe('the injection site on an edit: required on a new dose only', () => {
    test('a dose recorded without a site (seeded, an old booklet) is edited without one: 204, the site stays empty', async () => {
      const { evax, id } = await withPenta1();
      await t.db.updateTable('vaccination').set({ injection_site: null }).where('id', '=', id).execute();
      const { injectionSite: _none, ...withoutSite } = edited();
      expect((await edit(id, 'agent', withoutSite)).statusCode).toBe(204);
      expect(doseIn(await folderOf(evax), 'pentavalent', 1).vaccination).toMatchObject({ lotNumber: 'L-2', injectionSite: null });
      expect((await edit(id, 'agent', edited({ injectionSite: null, lotNumber: 'L-3' }))).statusCode).toBe(204);
      expect(doseIn(await folderOf(evax), 'pentavalent', 1).vaccination).toMatchObject({ lotNumber: 'L-3', injectionSite: null });
      // A site may be given then, from the list only.
      expectFieldError(await edit(id, 'agent', edited({ injectionSite: 'NOSE' })), 'injectionSite', 'invalid_choice');
      expect((await edit(id, 'agent', edited({ injectionSite: 'LEFT_ARM' }))).statusCode).toBe(204);
    });

    test('a site recorded is not erased by an edit: 400 required on the site, nothing written', async () => {
      const { id } = await withPenta1();
      const before = await written();
      const erased = await edit(id, 'agent', edited({ injectionSite: null }));
      expect(erased.statusCode).toBe(400);
      expect(Object.keys(erased.json().fields)).toEqual(['injectionSite']);
      expectFieldError(erased, 'injectionSite', 'required');
      expect(await written()).toEqual(before);
    });

    test('a new dose still needs its site: 400', async () => {
      const evax = await childAged(t, tokens['agent']!, 70);
      const penta1 = doseIn(await folderOf(evax), 'pentavalent', 1).scheduleDose;
      const { injectionSite: _site, ...withoutSite } = givenToday(penta1);
      expect((await vaccinate(evax, 'agent', [withoutSite])).statusCode).toBe(400);
    });
  });

  describe('allergy precautions', () => {
    async function childWithEggAllergy(ageDays: number) {
      const evax = await childAged(t, tokens['agent']!, ageDays);
      const allergy = await call('POST', apiPath(MEDICAL_FOLDER_API_PATHS.allergyCreate, { param: evax }), 'agent', { type: 'EGG', name: "Blanc d'œuf" });
      expect(allergy.statusCode).toBe(201);
      return evax;
    }
    const measlesDose = () =>
      t.db
        .selectFrom('routine_schedule_dose')
        .select(['id', 'age_days'])
        .where((eb) => eb(eb.val('Measles'), '=', eb.fn.any('antigens')))
        .orderBy('age_days')
        .executeTakeFirstOrThrow();

    test('an egg allergy before a measles vaccine: 409 until confirmed, then recorded on the row and in the audit', async () => {
      const measles = await measlesDose();
      const evax = await childWithEggAllergy(measles.age_days + 5);
      const before = await written();
      const refused = await vaccinate(evax, 'agent', [givenToday(measles.id)]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errorCode: 202,
        key: VACCINATION_ERROR_KEYS.allergyConfirmationRequired,
        fields: { 'vaccines_set.0.scheduleDose': [expect.anything()] },
      });
      expect(await written()).toEqual(before);

      const confirmed = await vaccinate(evax, 'agent', [givenToday(measles.id)], { allergyConfirmed: true });
      expect(confirmed.statusCode).toBe(201);
      const [id] = confirmed.json<{ ids: number[] }>().ids;
      const row = await t.db.selectFrom('vaccination').select('allergy_confirmed').where('id', '=', id!).executeTakeFirstOrThrow();
      expect(row.allergy_confirmed).toBe(true);
      const audit = await t.db
        .selectFrom('audit_log')
        .select('after')
        .where('entity', '=', 'vaccination')
        .where('entity_id', '=', String(id))
        .executeTakeFirstOrThrow();
      expect(audit.after).toMatchObject({ allergy_confirmed: true });
      const folder = await folderOf(evax);
      expect(folder.entries.find((e) => e.scheduleDose === measles.id)?.vaccination?.allergyConfirmed).toBe(true);
    });

    test('a vaccine the allergy does not concern needs no confirmation and records none', async () => {
      const evax = await childWithEggAllergy(70);
      const penta1 = doseIn(await folderOf(evax), 'pentavalent', 1).scheduleDose;
      const response = await vaccinate(evax, 'agent', [givenToday(penta1)]);
      expect(response.statusCode).toBe(201);
      expect(doseIn(await folderOf(evax), 'pentavalent', 1).vaccination?.allergyConfirmed).toBe(false);
    });

    test('the precautions are data: an allergy to a vaccine component concerns every vaccine', async () => {
      const evax = await childAged(t, tokens['agent']!, 70);
      await call('POST', apiPath(MEDICAL_FOLDER_API_PATHS.allergyCreate, { param: evax }), 'agent', { type: 'VACCINE', name: 'Néomycine' });
      const penta1 = doseIn(await folderOf(evax), 'pentavalent', 1).scheduleDose;
      expect((await vaccinate(evax, 'agent', [givenToday(penta1)])).json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.allergyConfirmationRequired });
    });
  });

  describe('next vaccination and what may be given now', () => {
    test('nex_vaccination gives the due doses today (add-next-routine-vaccination); another dose or another day is refused', async () => {
      const evax = await childAged(t, tokens['agent']!, 70);
      const folder = await folderOf(evax);
      const [p1, p2] = [doseIn(folder, 'pentavalent', 1).scheduleDose, doseIn(folder, 'pentavalent', 2).scheduleDose];
      const before = await written();
      expect((await send(PATHS.routineNextVaccination, evax, 'admin', [givenToday(p1)])).statusCode).toBe(403);
      expect((await send(PATHS.routineNextVaccination, evax, 'agent2', [givenToday(p1)])).statusCode).toBe(404);
      const notDue = await send(PATHS.routineNextVaccination, evax, 'agent', [givenToday(p2)]);
      expect(notDue.statusCode).toBe(409);
      expect(notDue.json()).toMatchObject({ errorCode: 202, key: VACCINATION_ERROR_KEYS.notTheNextDose });
      const yesterday = await send(PATHS.routineNextVaccination, evax, 'agent', [givenToday(p1, { vaccinationDate: daysFromToday(-1) })], {
        certificateVerified: true,
      });
      expect(yesterday.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.notTheNextDose });
      expect(await written()).toEqual(before);
      expect((await send(PATHS.routineNextVaccination, evax, 'vaccinator', [givenToday(p1)])).statusCode).toBe(201);
      expect(doseIn(await folderOf(evax), 'pentavalent', 1).state).toBe('done');
    });

    test('/api/vaccination/{evax}/vaccines_list answers the routine doses that may be given now, under the same rules', async () => {
      const evax = await childAged(t, tokens['agent']!, 70);
      const routine = (await call('GET', apiPath(PATHS.routineVaccinesList, { param: evax }), 'agent')).json<BookletEntryAnswer[]>();
      const url = apiPath(PATHS.vaccinationVaccinesList, { param: evax });
      const general = await call('GET', url, 'agent');
      expect(general.statusCode).toBe(200);
      expect(general.json()).toEqual(routine);
      expect((await call('GET', url, 'agent2')).statusCode).toBe(404);
      expect((await call('GET', url, 'admin')).statusCode).toBe(403);
    });
  });

  describe('specialty picker', () => {
    test("the schedule's specialties for view-routine-vaccination; a dose given with one takes its commercial name", async () => {
      const list = await call('GET', PATHS.routineSpecialties, 'agent');
      expect(list.statusCode).toBe(200);
      const specialties = list.json<RoutineSpecialty[]>();
      expect((await call('GET', PATHS.routineSpecialties, 'admin')).statusCode).toBe(403);
      const evax = await childAged(t, tokens['agent']!, 70);
      const penta1 = doseIn(await folderOf(evax), 'pentavalent', 1);
      const own = specialties.find((s) => s.dci === penta1.dci);
      const other = specialties.find((s) => s.dci !== penta1.dci);
      expect(own).toBeDefined();
      const wrong = await vaccinate(evax, 'agent', [givenToday(penta1.scheduleDose, { specialty: other!.id })]);
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(wrong.json().fields)).toEqual(['vaccines_set.0.specialty']);
      expectFieldError(wrong, 'vaccines_set.0.specialty', 'invalid_choice');
      expect((await vaccinate(evax, 'agent', [givenToday(penta1.scheduleDose, { specialty: own!.id })])).statusCode).toBe(201);
      expect(doseIn(await folderOf(evax), 'pentavalent', 1).vaccination).toMatchObject({ specialty: own!.id, commercialName: own!.commercialName });
    });
  });

  describe('supporting file', () => {
    test('a PNG sent with the visit is kept once for its doses and served with its name; permission and visibility checked', async () => {
      const evax = await childAged(t, tokens['agent']!, 70);
      const folder = await folderOf(evax);
      const doses = [givenToday(doseIn(folder, 'pentavalent', 1).scheduleDose), givenToday(doseIn(folder, 'VPI', 1).scheduleDose)];
      const before = await written();
      const response = await vaccinate(evax, 'agent', doses, {}, { name: 'carnet.png', type: 'image/png', content: PNG });
      expect(response.statusCode).toBe(201);
      expect(await written()).toMatchObject({ vaccination: before.vaccination + 2, files: before.files + 1 });
      const [id] = response.json<{ ids: number[] }>().ids;
      expect(doseIn(await folderOf(evax), 'pentavalent', 1).vaccination?.fileName).toBe('carnet.png');
      const url = apiPath(PATHS.vaccinationFile, { param: String(id) });
      const file = await call('GET', url, 'agent');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toContain('carnet.png');
      expect(file.rawPayload.equals(PNG)).toBe(true);
      expect((await call('GET', url, 'agent2')).statusCode).toBe(404);
      expect((await call('GET', url, 'admin')).statusCode).toBe(403);
      expect((await call('GET', url)).statusCode).toBe(401);
    });

    test('a file that is not an image or a PDF, or too large, is refused on the field file; nothing written', async () => {
      const evax = await childAged(t, tokens['agent']!, 70);
      const dose = [givenToday(doseIn(await folderOf(evax), 'pentavalent', 1).scheduleDose)];
      const before = await written();
      const text = await vaccinate(evax, 'agent', dose, {}, { name: 'carnet.png', type: 'image/png', content: Buffer.from('not an image') });
      expect(text.statusCode).toBe(400);
      expect(text.json().fields.file).toEqual([expect.objectContaining({ key: REGISTRATION_ERROR_KEYS.fileUnsupported })]);
      const big = await vaccinate(
        evax,
        'agent',
        dose,
        {},
        { name: 'big.png', type: 'image/png', content: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
      );
      expect(big.statusCode).toBe(400);
      expect(big.json().fields.file).toEqual([expect.objectContaining({ key: REGISTRATION_ERROR_KEYS.fileTooLarge })]);
      expect(await written()).toEqual(before);
    });

    const editForm = (id: number, payload: object, file?: Parameters<typeof vaccinationForm>[1]) => {
      const form = vaccinationForm(payload as Record<string, unknown>, file);
      return t.app.inject({
        method: 'PUT',
        url: apiPath(PATHS.vaccinationEdit, { param: String(id) }),
        payload: form.payload,
        headers: { ...form.headers, ...auth('agent') },
      });
    };
    const fileOf = (id: number) => call('GET', apiPath(PATHS.vaccinationFile, { param: String(id) }), 'agent');
    const PDF = Buffer.from('%PDF-1.4\ncarnet scanne\n%%EOF');

    test("a file sent with a dose's edit (multipart) replaces its file; the visit's former file stays for its other dose, then goes; audited", async () => {
      const evax = await childAged(t, tokens['agent']!, 70);
      const folder = await folderOf(evax);
      const doses = [givenToday(doseIn(folder, 'pentavalent', 1).scheduleDose), givenToday(doseIn(folder, 'VPI', 1).scheduleDose)];
      const [penta, vpi] = (await vaccinate(evax, 'agent', doses, {}, { name: 'carnet.png', type: 'image/png', content: PNG })).json<{ ids: number[] }>().ids;
      const before = await written();
      const first = await editForm(penta!, edited({ quantity: 2 }), { name: 'scan.pdf', type: 'application/pdf', content: PDF });
      expect(first.statusCode).toBe(204);
      expect(await written()).toEqual({ vaccination: before.vaccination, files: before.files + 1, audit: before.audit + 1 });
      const served = await fileOf(penta!);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition']).toContain('scan.pdf');
      expect(served.rawPayload.equals(PDF)).toBe(true);
      expect((await fileOf(vpi!)).rawPayload.equals(PNG)).toBe(true);
      expect(doseIn(await folderOf(evax), 'pentavalent', 1).vaccination).toMatchObject({ fileName: 'scan.pdf', lotNumber: 'L-2', quantity: 2 });
      const audit = await t.db
        .selectFrom('audit_log')
        .select('after')
        .where('action', '=', 'edit_vaccination')
        .where('entity_id', '=', String(penta))
        .executeTakeFirstOrThrow();
      const newFile = await t.db.selectFrom('vaccination').select('file_id').where('id', '=', penta!).executeTakeFirstOrThrow();
      expect(audit.after).toMatchObject({ file_id: newFile.file_id });
      // The visit's other dose gets a file of its own: the PNG, used by no dose any more, goes.
      expect((await editForm(vpi!, edited(), { name: 'scan2.pdf', type: 'application/pdf', content: PDF })).statusCode).toBe(204);
      expect(await countRows(t, 'vaccination_file')).toBe(before.files + 1);
      expect((await fileOf(vpi!)).headers['content-disposition']).toContain('scan2.pdf');
      // Multipart without a file, or JSON: the fields change, the file stays.
      expect((await editForm(penta!, edited({ lotNumber: 'L-3' }))).statusCode).toBe(204);
      expect((await edit(penta!, 'agent', edited({ lotNumber: 'L-4' }))).statusCode).toBe(204);
      expect((await fileOf(penta!)).rawPayload.equals(PDF)).toBe(true);
    });

    test("a bad file on a dose's edit (not an image or a PDF, too large) is refused on the field file; nothing written", async () => {
      const { evax, id } = await withPenta1();
      const before = await written();
      const text = await editForm(id, edited(), { name: 'scan.pdf', type: 'application/pdf', content: Buffer.from('not a pdf') });
      expect(text.statusCode).toBe(400);
      expect(text.json().fields.file).toEqual([expect.objectContaining({ key: REGISTRATION_ERROR_KEYS.fileUnsupported })]);
      const big = await editForm(id, edited(), { name: 'big.png', type: 'image/png', content: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
      expect(big.statusCode).toBe(400);
      expect(big.json().fields.file).toEqual([expect.objectContaining({ key: REGISTRATION_ERROR_KEYS.fileTooLarge })]);
      expect(await written()).toEqual(before);
      expect(doseIn(await folderOf(evax), 'pentavalent', 1)).toMatchObject({ date: tunisToday(), vaccination: { lotNumber: 'L-1', fileName: null } });
    });

    test('a vaccination without a file answers 404 with its key', async () => {
      const { id } = await withPenta1();
      const response = await call('GET', apiPath(PATHS.vaccinationFile, { param: String(id) }), 'agent');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.fileNotFound });
    });
  });
});
