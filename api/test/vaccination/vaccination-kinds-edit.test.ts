import {
  apiPath,
  KIND_FIELD_KEYS,
  MEDICAL_FOLDER_API_PATHS,
  MEDICAL_FOLDER_ERROR_KEYS,
  PERMISSIONS,
  REGISTRATION_ERROR_KEYS,
  VACCINATION_API_PATHS,
  VACCINATION_ERROR_KEYS,
  VACCINATION_FIELD_KEYS,
  VACCINATION_KIND_API_PATHS as PATHS,
  type KindFolder,
} from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import { BACKENDS } from '../support/databases.js';
import { createRole } from '../support/account.js';
import { type Call, callerFor, countRows, expectFieldError, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { childAged, createCentreUser, daysFromToday, vaccinationForm } from './vaccination-support.js';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('carnet de vaccination')]);
const CAMPAIGN_START = daysFromToday(-60);
const CAMPAIGN_END = daysFromToday(120);

/** Occasional and seasonal vaccination: the supporting file, the allergy precautions, edit and delete (issue 14). */
describe.each(BACKENDS)('occasional and seasonal: file, allergy, edit, delete on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  let occasionalDci: number;
  let otherOccasionalDci: number;
  let influenzaDci: number;
  let covidDci: number;
  let campaign: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // A vaccinator records occasional and seasonal doses, but may not edit or delete them.
    await createCentreUser(t, 'vaccinator', 'VACCINATOR');
    // A reader of routine vaccination only: the files of the other kinds are not for them.
    await createRole(t.db, 'ROUTINE_READER', [PERMISSIONS.vaccination.view, PERMISSIONS.vaccination.viewRoutine], { fr: 'Lecteur', ar: 'قارئ' });
    await createCentreUser(t, 'routine-reader', 'ROUTINE_READER');
    tokens = await tokensFor(t.app, ['admin', 'agent', 'agent2', 'vaccinator', 'routine-reader']);
    call = callerFor(t.app, tokens);
    const dcis = async (category: 'occasional' | 'seasonal') =>
      t.db.selectFrom('dci').where('vaccine_category', '=', category).where('is_active', '=', true).select(['id', 'name']).orderBy('id').execute();
    [occasionalDci, otherOccasionalDci] = (await dcis('occasional')).map((d) => d.id) as [number, number];
    const seasonal = await dcis('seasonal');
    influenzaDci = seasonal.find((d) => d.name.includes('grippal'))!.id;
    covidDci = seasonal.find((d) => d.name.includes('COVID'))!.id;
    campaign = (await t.db.selectFrom('seasonal_campaign').select('id').where('code', '=', 'INFLUENZA_2026_2027').executeTakeFirstOrThrow()).id;
    await t.db.updateTable('seasonal_campaign').set({ start_date: CAMPAIGN_START, end_date: CAMPAIGN_END }).where('id', '=', campaign).execute();
  });
  afterAll(() => t.close());

  const auth = (user?: string) => (user ? { authorization: `Bearer ${tokens[user]}` } : {});
  const post = (url: string, user: string | undefined, evax: string, doses: object[], extra: object = {}, file?: Parameters<typeof vaccinationForm>[1]) => {
    const form = vaccinationForm({ evaxNumber: evax, vaccines_set: doses, ...extra }, file);
    return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...auth(user) } });
  };
  const dose = (dci: number, extra: object = {}) => ({ dci, lotNumber: 'OC-1', injectionSite: 'LEFT_ARM', vaccinationDate: tunisToday(), ...extra });
  const flu = (extra: object = {}) => dose(influenzaDci, { campaign, ...extra });
  const edit = (editPath: string, id: number, user: string | undefined, payload: object) =>
    t.app.inject({ method: 'PUT', url: apiPath(editPath, { param: String(id) }), headers: auth(user), payload });
  const remove = (deletePath: string, id: number, user: string | undefined) =>
    t.app.inject({ method: 'DELETE', url: apiPath(deletePath, { param: String(id) }), headers: auth(user) });
  const written = async () => ({
    vaccination: await countRows(t, 'vaccination'),
    files: await countRows(t, 'vaccination_file'),
    audit: await countRows(t, 'audit_log'),
  });
  const recorded = async (url: string, evax: string, doses: object[], extra: object = {}) => {
    const response = await post(url, 'agent', evax, doses, extra);
    expect(response.statusCode).toBe(201);
    return response.json<{ ids: number[] }>().ids[0]!;
  };
  const row = (id: number) => t.db.selectFrom('vaccination').selectAll().where('id', '=', id).executeTakeFirst();
  const auditOf = (id: number, action: string) =>
    t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'vaccination').where('entity_id', '=', String(id)).where('action', '=', action).execute();
  const withEggAllergy = async (ageDays: number) => {
    const evax = await childAged(t, tokens['agent']!, ageDays);
    const allergy = await call('POST', apiPath(MEDICAL_FOLDER_API_PATHS.allergyCreate, { param: evax }), 'agent', { type: 'EGG', name: "Blanc d'œuf" });
    expect(allergy.statusCode).toBe(201);
    return evax;
  };
  const closeFolder = async (evax: string) =>
    expect(
      (
        await call('POST', apiPath(MEDICAL_FOLDER_API_PATHS.medicalFolderClose, { param: evax, lang: 'fr' }), 'agent', {
          reason: 'Déménagement',
          confirmIrreversible: true,
        })
      ).statusCode,
    ).toBe(200);

  describe('supporting file', () => {
    test('a PNG sent with an occasional vaccination is stored, named in the folder and downloaded; permission and visibility checked', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      const before = await written();
      const response = await post(
        PATHS.occasionalVaccinations,
        'agent',
        evax,
        [dose(occasionalDci), dose(otherOccasionalDci)],
        {},
        {
          name: 'carnet.png',
          type: 'image/png',
          content: PNG,
        },
      );
      expect(response.statusCode).toBe(201);
      expect(await written()).toEqual({ vaccination: before.vaccination + 2, files: before.files + 1, audit: before.audit + 2 });
      const [id] = response.json<{ ids: number[] }>().ids;
      const folder = (await call('GET', apiPath(PATHS.occasionalFolder, { param: evax }), 'agent')).json<KindFolder>();
      expect(folder.vaccinations.map((v) => v.fileName)).toEqual(['carnet.png', 'carnet.png']);
      const url = apiPath(VACCINATION_API_PATHS.vaccinationFile, { param: String(id) });
      const file = await call('GET', url, 'agent');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toContain('carnet.png');
      expect(file.rawPayload.equals(PNG)).toBe(true);
      expect((await call('GET', url, 'agent2')).statusCode).toBe(404);
      // Routine vaccination's reader: not this kind's file.
      expect((await call('GET', url, 'routine-reader')).statusCode).toBe(403);
      expect((await call('GET', url, 'admin')).statusCode).toBe(403);
      expect((await call('GET', url)).statusCode).toBe(401);
    });

    test('a seasonal vaccination keeps its file too; a file that is not an image or a PDF is refused on the field file, nothing written', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      const before = await written();
      const text = await post(
        PATHS.seasonalVaccinations,
        'agent',
        evax,
        [dose(covidDci, { campaign })],
        {},
        {
          name: 'carnet.png',
          type: 'image/png',
          content: Buffer.from('not an image'),
        },
      );
      expect(text.statusCode).toBe(400);
      expect(text.json().fields.file).toEqual([expect.objectContaining({ key: REGISTRATION_ERROR_KEYS.fileUnsupported })]);
      expect(await written()).toEqual(before);
      const pdf = Buffer.from('%PDF-1.4\ncarnet');
      const saved = await post(
        PATHS.seasonalVaccinations,
        'agent',
        evax,
        [dose(covidDci, { campaign })],
        {},
        { name: 'carnet.pdf', type: 'application/pdf', content: pdf },
      );
      expect(saved.statusCode).toBe(201);
      const file = await call('GET', apiPath(VACCINATION_API_PATHS.vaccinationFile, { param: String(saved.json().ids[0]) }), 'vaccinator');
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
    });
  });

  describe('allergy precautions', () => {
    test('an egg allergy before seasonal influenza: 409 until confirmed, nothing written; then recorded on the row and in the audit', async () => {
      const evax = await withEggAllergy(400);
      const before = await written();
      const refused = await post(PATHS.seasonalVaccinations, 'agent', evax, [flu()]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errorCode: 202,
        key: VACCINATION_ERROR_KEYS.allergyConfirmationRequired,
        fields: { 'vaccines_set.0.dci': [expect.objectContaining({ key: VACCINATION_ERROR_KEYS.allergyConfirmationRequired })] },
      });
      expect(await written()).toEqual(before);
      const id = await recorded(PATHS.seasonalVaccinations, evax, [flu()], { allergyConfirmed: true });
      expect((await row(id))!.allergy_confirmed).toBe(true);
      const [audit] = await auditOf(id, 'vaccinate');
      expect(audit!.after).toMatchObject({ allergy_confirmed: true });
      const folder = (await call('GET', apiPath(PATHS.seasonalFolder, { param: evax }), 'agent')).json<KindFolder>();
      expect(folder.vaccinations[0]!.allergyConfirmed).toBe(true);
    });

    test('a vaccine the allergy does not concern needs no confirmation and records none', async () => {
      const evax = await withEggAllergy(400);
      const id = await recorded(PATHS.seasonalVaccinations, evax, [dose(covidDci, { campaign })]);
      expect((await row(id))!.allergy_confirmed).toBe(false);
    });
  });

  describe('the injection site on an edit: required on a new dose only (issue 30)', () => {
    test.each([
      ['occasional', PATHS.occasionalVaccinations, PATHS.occasionalEdit, PATHS.occasionalFolder],
      ['seasonal', PATHS.seasonalVaccinations, PATHS.seasonalEdit, PATHS.seasonalFolder],
    ] as const)('%s: a dose recorded without a site is edited without one; a site given is from the list', async (kind, create, editPath, folderPath) => {
      const evax = await childAged(t, tokens['agent']!, 400);
      const given = (extra: object = {}) => (kind === 'seasonal' ? flu(extra) : dose(occasionalDci, extra));
      const id = await recorded(create, evax, [given()]);
      await t.db.updateTable('vaccination').set({ injection_site: null }).where('id', '=', id).execute();
      const { injectionSite: _none, ...withoutSite } = given({ lotNumber: 'OC-2' });
      expect((await edit(editPath, id, 'agent', withoutSite)).statusCode).toBe(204);
      expect((await edit(editPath, id, 'agent', given({ injectionSite: null, lotNumber: 'OC-3' }))).statusCode).toBe(204);
      const folder = (await call('GET', apiPath(folderPath, { param: evax }), 'agent')).json<KindFolder>();
      expect(folder.vaccinations[0]).toMatchObject({ id, lotNumber: 'OC-3', injectionSite: null });
      expectFieldError(await edit(editPath, id, 'agent', given({ injectionSite: 'NOSE' })), 'injectionSite', 'invalid_choice');
      expect((await edit(editPath, id, 'agent', given({ injectionSite: 'RIGHT_ARM' }))).statusCode).toBe(204);
    });

    test('a site recorded is not erased by an edit (400 required, nothing written); a new dose still needs one', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      const id = await recorded(PATHS.occasionalVaccinations, evax, [dose(occasionalDci)]);
      const before = await written();
      const erased = await edit(PATHS.occasionalEdit, id, 'agent', dose(occasionalDci, { injectionSite: null }));
      expect(erased.statusCode).toBe(400);
      expect(Object.keys(erased.json().fields)).toEqual(['injectionSite']);
      expectFieldError(erased, 'injectionSite', 'required');
      expect(await written()).toEqual(before);
      const { injectionSite: _site, ...withoutSite } = dose(otherOccasionalDci);
      expect((await post(PATHS.occasionalVaccinations, 'agent', evax, [withoutSite])).statusCode).toBe(400);
    });
  });

  describe('edit', () => {
    test('a seasonal dose edited: its fields replaced, audited before and after with the child', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      const id = await recorded(PATHS.seasonalVaccinations, evax, [flu()]);
      const before = await written();
      const response = await edit(
        PATHS.seasonalEdit,
        id,
        'agent',
        flu({ lotNumber: 'FLU-2', vaccinationDate: daysFromToday(-2), place: 'École', quantity: 2 }),
      );
      expect(response.statusCode).toBe(204);
      expect(await written()).toEqual({ ...before, audit: before.audit + 1 });
      const folder = (await call('GET', apiPath(PATHS.seasonalFolder, { param: evax }), 'agent')).json<KindFolder>();
      expect(folder.vaccinations).toEqual([
        expect.objectContaining({
          id,
          lotNumber: 'FLU-2',
          vaccinationDate: daysFromToday(-2),
          place: 'École',
          quantity: 2,
          campaign: expect.objectContaining({ id: campaign }),
        }),
      ]);
      const [audit] = await auditOf(id, 'edit_vaccination');
      expect(audit).toMatchObject({ citizen_id: folder.child.id });
      expect(audit!.before).toMatchObject({ lot_number: 'OC-1' });
      expect(audit!.after).toMatchObject({ lot_number: 'FLU-2', evaxNumber: evax });
    });

    test('permissions and visibility: 401, 403 without the kind’s edit permission, another centre or another kind 404; nothing written', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      const id = await recorded(PATHS.occasionalVaccinations, evax, [dose(occasionalDci)]);
      const before = await written();
      const changed = dose(occasionalDci, { lotNumber: 'OC-9' });
      expect((await edit(PATHS.occasionalEdit, id, undefined, changed)).statusCode).toBe(401);
      expect((await edit(PATHS.occasionalEdit, id, 'vaccinator', changed)).statusCode).toBe(403);
      expect((await edit(PATHS.occasionalEdit, id, 'admin', changed)).statusCode).toBe(403);
      const hidden = await edit(PATHS.occasionalEdit, id, 'agent2', changed);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ errorCode: 203 });
      // An occasional dose is not edited as a seasonal one.
      expect((await edit(PATHS.seasonalEdit, id, 'agent', { ...changed, campaign })).statusCode).toBe(404);
      expect(await written()).toEqual(before);
      expect((await row(id))!.lot_number).toBe('OC-1');
    });

    test('validation: a date in the future or before birth, another kind’s vaccine, outside the campaign, no campaign; 400, nothing written', async () => {
      const evax = await childAged(t, tokens['agent']!, 30);
      const id = await recorded(PATHS.seasonalVaccinations, evax, [flu()]);
      const before = await written();
      const refused = async (payload: object, field: string, expected: string) => {
        const response = await edit(PATHS.seasonalEdit, id, 'agent', payload);
        expect(response.statusCode).toBe(400);
        expectFieldError(response, field, expected);
      };
      await refused(flu({ vaccinationDate: daysFromToday(1) }), 'vaccinationDate', VACCINATION_FIELD_KEYS.dateInFuture);
      await refused(flu({ vaccinationDate: daysFromToday(-31) }), 'vaccinationDate', VACCINATION_FIELD_KEYS.beforeBirth);
      await refused(dose(occasionalDci, { campaign }), 'dci', 'invalid_choice');
      await refused(dose(influenzaDci), 'campaign', 'required');
      await refused(flu({ injectionSite: 'NOWHERE' }), 'injectionSite', 'invalid_choice');
      await t.db
        .updateTable('seasonal_campaign')
        .set({ start_date: daysFromToday(-1) })
        .where('id', '=', campaign)
        .execute();
      try {
        await refused(flu({ vaccinationDate: daysFromToday(-2) }), 'vaccinationDate', KIND_FIELD_KEYS.outsideCampaign);
      } finally {
        await t.db.updateTable('seasonal_campaign').set({ start_date: CAMPAIGN_START }).where('id', '=', campaign).execute();
      }
      const badShape = await edit(PATHS.seasonalEdit, id, 'agent', { ...flu(), lotNumber: '' });
      expect(badShape.statusCode).toBe(400);
      expect(await written()).toEqual(before);
    });

    test('the same vaccine twice on a day is refused (409), the dose itself unchanged is not', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      await recorded(PATHS.occasionalVaccinations, evax, [dose(occasionalDci)]);
      const second = await recorded(PATHS.occasionalVaccinations, evax, [dose(otherOccasionalDci)]);
      const before = await written();
      const twice = await edit(PATHS.occasionalEdit, second, 'agent', dose(occasionalDci));
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ errorCode: 202, key: VACCINATION_ERROR_KEYS.alreadyGiven, fields: { dci: expect.any(Array) } });
      expect(await written()).toEqual(before);
      expect((await edit(PATHS.occasionalEdit, second, 'agent', dose(otherOccasionalDci, { lotNumber: 'OC-3' }))).statusCode).toBe(204);
      expect((await edit(PATHS.occasionalEdit, second, 'agent', dose(occasionalDci, { vaccinationDate: daysFromToday(-1) }))).statusCode).toBe(204);
    });

    test('an allergy precaution: changing to a vaccine it concerns needs the confirmation; one confirmed before stays confirmed', async () => {
      const evax = await withEggAllergy(400);
      const id = await recorded(PATHS.seasonalVaccinations, evax, [dose(covidDci, { campaign })]);
      const before = await written();
      const refused = await edit(PATHS.seasonalEdit, id, 'agent', flu());
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.allergyConfirmationRequired, fields: { dci: expect.any(Array) } });
      expect(await written()).toEqual(before);
      expect((await edit(PATHS.seasonalEdit, id, 'agent', { ...flu(), allergyConfirmed: true })).statusCode).toBe(204);
      expect((await row(id))!.allergy_confirmed).toBe(true);
      expect((await auditOf(id, 'edit_vaccination'))[0]!.after).toMatchObject({ allergy_confirmed: true });
      // The lot corrected later: the same vaccine, confirmed already.
      expect((await edit(PATHS.seasonalEdit, id, 'agent', flu({ lotNumber: 'FLU-3' }))).statusCode).toBe(204);
      expect((await row(id))!.allergy_confirmed).toBe(true);
    });
  });

  describe('delete', () => {
    test('a seasonal dose deleted: the row and its own file gone, its fields kept in the audit with the child', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      const created = await post(PATHS.seasonalVaccinations, 'agent', evax, [flu()], {}, { name: 'carnet.png', type: 'image/png', content: PNG });
      const id = created.json<{ ids: number[] }>().ids[0]!;
      const before = await written();
      expect((await remove(PATHS.seasonalDelete, id, 'agent')).statusCode).toBe(204);
      expect(await written()).toEqual({ vaccination: before.vaccination - 1, files: before.files - 1, audit: before.audit + 1 });
      expect(await row(id)).toBeUndefined();
      const [audit] = await auditOf(id, 'delete_vaccination');
      const child = await t.db.selectFrom('citizen').select('id').where('evax_number', '=', evax).executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ citizen_id: child.id });
      expect(audit!.before).toMatchObject({ evaxNumber: evax, lot_number: 'OC-1', dci_id: influenzaDci, kind: 'seasonal' });
      expect((await call('GET', apiPath(PATHS.seasonalFolder, { param: evax }), 'agent')).json<KindFolder>().vaccinations).toEqual([]);
    });

    test('a file another dose of the visit still uses stays', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      const created = await post(
        PATHS.occasionalVaccinations,
        'agent',
        evax,
        [dose(occasionalDci), dose(otherOccasionalDci)],
        {},
        {
          name: 'carnet.png',
          type: 'image/png',
          content: PNG,
        },
      );
      const [first, second] = created.json<{ ids: number[] }>().ids as [number, number];
      const before = await written();
      expect((await remove(PATHS.occasionalDelete, first, 'agent')).statusCode).toBe(204);
      expect(await written()).toEqual({ vaccination: before.vaccination - 1, files: before.files, audit: before.audit + 1 });
      expect((await call('GET', apiPath(VACCINATION_API_PATHS.vaccinationFile, { param: String(second) }), 'agent')).statusCode).toBe(200);
    });

    test('permissions and visibility: 401, 403 without the kind’s delete permission, another centre or another kind 404; nothing written', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      const id = await recorded(PATHS.seasonalVaccinations, evax, [flu()]);
      const before = await written();
      expect((await remove(PATHS.seasonalDelete, id, undefined)).statusCode).toBe(401);
      expect((await remove(PATHS.seasonalDelete, id, 'vaccinator')).statusCode).toBe(403);
      expect((await remove(PATHS.seasonalDelete, id, 'admin')).statusCode).toBe(403);
      expect((await remove(PATHS.seasonalDelete, id, 'agent2')).statusCode).toBe(404);
      expect((await remove(PATHS.occasionalDelete, id, 'agent')).statusCode).toBe(404);
      expect(await written()).toEqual(before);
    });

    test('a dose a MAPI report names is kept (409), nothing written', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      const id = await recorded(PATHS.occasionalVaccinations, evax, [dose(occasionalDci)]);
      const child = await t.db.selectFrom('citizen').select('id').where('evax_number', '=', evax).executeTakeFirstOrThrow();
      const mapi = await t.db
        .insertInto('mapi')
        .values({
          child_id: child.id,
          category: 'occasional',
          event_date: tunisToday(),
          start_time: '10:00',
          severity: 'mild',
          description: 'Fièvre',
          earlier_side_effect: 'no',
          known_drug_allergy: 'no',
          chronic_disease: 'no',
          medication_taken: 'no',
          investigation_done: false,
          serious: false,
          serious_criteria: [],
          outcome: 'recovered',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db.insertInto('mapi_vaccination').values({ mapi_id: mapi.id, vaccination_id: id, lot_number: 'OC-1' }).execute();
      const before = await written();
      const response = await remove(PATHS.occasionalDelete, id, 'agent');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ errorCode: 202, key: VACCINATION_ERROR_KEYS.vaccinationHasMapi });
      expect(await written()).toEqual(before);
    });
  });

  test('a closed medical folder refuses the edit and the delete (409), nothing written', async () => {
    const evax = await childAged(t, tokens['agent']!, 400);
    const id = await recorded(PATHS.seasonalVaccinations, evax, [flu()]);
    await closeFolder(evax);
    const before = await written();
    for (const response of [await edit(PATHS.seasonalEdit, id, 'agent', flu({ lotNumber: 'FLU-9' })), await remove(PATHS.seasonalDelete, id, 'agent')]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ key: MEDICAL_FOLDER_ERROR_KEYS.folderProtected });
    }
    expect(await written()).toEqual(before);
  });
});
