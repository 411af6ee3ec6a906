import {
  apiPath,
  KIND_FIELD_KEYS,
  MEDICAL_FOLDER_API_PATHS,
  MEDICAL_FOLDER_ERROR_KEYS,
  VACCINATION_ERROR_KEYS,
  VACCINATION_FIELD_KEYS,
  VACCINATION_KIND_API_PATHS as PATHS,
  type InternationalFolder,
  type InternationalRecord,
  type KindFolder,
  type KindVaccinationRow,
  type KindVaccinesList,
  type Paged,
} from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import { BACKENDS } from '../support/databases.js';
import { type Call, callerFor, countRows, expectFieldError, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { childAged, daysFromToday, internationalTravel, vaccinationForm } from './vaccination-support.js';

const CAMPAIGN_START = daysFromToday(-60);
const CAMPAIGN_END = daysFromToday(120);

describe.each(BACKENDS)('occasional, seasonal and international vaccination on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  let occasionalDci: number;
  let otherOccasionalDci: number;
  let seasonalDci: number;
  let internationalDci: number;
  let campaign: number;
  let governorate: number;
  let delegation: number;
  let otherDelegation: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    tokens = await tokensFor(t.app, ['superadmin', 'admin', 'agent', 'agent2']);
    call = callerFor(t.app, tokens);
    const dciOf = async (category: 'occasional' | 'seasonal' | 'international') =>
      (await t.db.selectFrom('dci').where('vaccine_category', '=', category).where('is_active', '=', true).select('id').orderBy('id').execute()).map(
        (d) => d.id,
      );
    [occasionalDci, otherOccasionalDci] = (await dciOf('occasional')) as [number, number];
    [seasonalDci] = (await dciOf('seasonal')) as [number];
    [internationalDci] = (await dciOf('international')) as [number];
    campaign = (await t.db.selectFrom('seasonal_campaign').select('id').where('code', '=', 'INFLUENZA_2026_2027').executeTakeFirstOrThrow()).id;
    // The seeded season is 2026-10-01 to 2027-03-31: the tests hold it around today, whatever today is.
    await t.db.updateTable('seasonal_campaign').set({ start_date: CAMPAIGN_START, end_date: CAMPAIGN_END }).where('id', '=', campaign).execute();
    const delegations = await t.db.selectFrom('delegation').select(['id', 'governorate_id']).orderBy('id').execute();
    governorate = delegations[0]!.governorate_id;
    delegation = delegations[0]!.id;
    otherDelegation = delegations.find((d) => d.governorate_id !== governorate)!.id;
  });
  afterAll(() => t.close());

  const bearer = (user?: string) => (user ? { authorization: `Bearer ${tokens[user]}` } : {});
  const post = (url: string, user: string | undefined, evax: string, doses: object[]) => {
    const form = vaccinationForm({ evaxNumber: evax, vaccines_set: doses });
    return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...bearer(user) } });
  };
  const written = async () => ({
    vaccination: await countRows(t, 'vaccination'),
    international: await countRows(t, 'international_vaccination'),
    audit: await countRows(t, 'audit_log'),
  });
  const dose = (dci: number, extra: object = {}) => ({ dci, lotNumber: 'OC-1', injectionSite: 'LEFT_ARM', vaccinationDate: tunisToday(), ...extra });
  const closeFolder = async (evax: string) =>
    expect(
      (
        await call('POST', apiPath(MEDICAL_FOLDER_API_PATHS.medicalFolderClose, { param: evax, lang: 'fr' }), 'agent', {
          reason: 'Déménagement',
          confirmIrreversible: true,
        })
      ).statusCode,
    ).toBe(200);

  describe('occasional', () => {
    test('record, then the folder, the list and what may be given show it; audited with the child', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      const vaccines = (await call('GET', apiPath(PATHS.occasionalVaccinesList, { param: evax }), 'agent')).json<KindVaccinesList>();
      expect(vaccines.vaccines.map((v) => v.id)).toContain(occasionalDci);
      expect(vaccines.vaccines.map((v) => v.id)).not.toContain(seasonalDci);
      expect(vaccines.campaigns).toEqual([]);
      const before = await written();
      const created = await post(PATHS.occasionalVaccinations, 'agent', evax, [dose(occasionalDci, { place: 'Centre', quantity: 1 })]);
      expect(created.statusCode).toBe(201);
      const [id] = created.json<{ ids: number[] }>().ids;
      expect(await written()).toEqual({ ...before, vaccination: before.vaccination + 1, audit: before.audit + 1 });
      const folder = (await call('GET', apiPath(PATHS.occasionalFolder, { param: evax }), 'agent')).json<KindFolder>();
      expect(folder.child.evaxNumber).toBe(evax);
      expect(folder.vaccinations).toEqual([
        expect.objectContaining({ id, dci: occasionalDci, lotNumber: 'OC-1', injectionSite: 'LEFT_ARM', vaccinationDate: tunisToday(), campaign: null }),
      ]);
      expect(folder.vaccinations[0]!.vaccinator).not.toBeNull();
      const list = (await call('GET', `${PATHS.occasionalVaccinations}?search=${evax}`, 'agent')).json<Paged<KindVaccinationRow>>();
      expect(list).toMatchObject({ count: 1, results: [{ id, evaxNumber: evax, vaccinationDate: tunisToday(), campaignSeason: null }] });
      // The seasonal list does not show it.
      expect((await call('GET', `${PATHS.seasonalVaccinations}?search=${evax}`, 'agent')).json<Paged<KindVaccinationRow>>().count).toBe(0);
      const audit = await t.db.selectFrom('audit_log').selectAll().where('entity', '=', 'vaccination').where('entity_id', '=', String(id)).execute();
      expect(audit.map((a) => ({ action: a.action, citizen: a.citizen_id }))).toEqual([{ action: 'vaccinate', citizen: folder.child.id }]);
    });

    test('permissions and visibility: 401 without a token, 403 without the permission, another centre 404, nothing written', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      for (const path of [PATHS.occasionalFolder, PATHS.occasionalVaccinesList, PATHS.seasonalFolder, PATHS.seasonalVaccinesList]) {
        const url = apiPath(path, { param: evax });
        expect((await call('GET', url)).statusCode).toBe(401);
        expect((await call('GET', url, 'admin')).statusCode).toBe(403);
        const hidden = await call('GET', url, 'agent2');
        expect(hidden.statusCode).toBe(404);
        expect(hidden.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.childNotFound });
        expect((await call('GET', url, 'superadmin')).statusCode).toBe(200);
      }
      for (const path of [PATHS.occasionalVaccinations, PATHS.seasonalVaccinations]) {
        expect((await call('GET', path)).statusCode).toBe(401);
        expect((await call('GET', path, 'admin')).statusCode).toBe(403);
        expect((await call('GET', `${path}?search=${evax}`, 'agent2')).json<Paged<KindVaccinationRow>>().count).toBe(0);
      }
      const before = await written();
      expect((await post(PATHS.occasionalVaccinations, undefined, evax, [dose(occasionalDci)])).statusCode).toBe(401);
      expect((await post(PATHS.occasionalVaccinations, 'admin', evax, [dose(occasionalDci)])).statusCode).toBe(403);
      expect((await post(PATHS.occasionalVaccinations, 'agent2', evax, [dose(occasionalDci)])).statusCode).toBe(404);
      expect((await post(PATHS.seasonalVaccinations, 'admin', evax, [dose(seasonalDci, { campaign })])).statusCode).toBe(403);
      expect((await post(PATHS.seasonalVaccinations, 'agent2', evax, [dose(seasonalDci, { campaign })])).statusCode).toBe(404);
      expect(await written()).toEqual(before);
    });

    test('validation: another kind’s vaccine, an unknown site, a date in the future or before birth, a lot missing; nothing written', async () => {
      const evax = await childAged(t, tokens['agent']!, 30);
      const before = await written();
      const refused = async (doses: object[], field: string, expected: string) => {
        const response = await post(PATHS.occasionalVaccinations, 'agent', evax, doses);
        expect(response.statusCode).toBe(400);
        expectFieldError(response, field, expected);
      };
      await refused([dose(seasonalDci)], 'vaccines_set.0.dci', 'invalid_choice');
      await refused([dose(occasionalDci, { injectionSite: 'NOWHERE' })], 'vaccines_set.0.injectionSite', 'invalid_choice');
      await refused([dose(occasionalDci, { vaccinationDate: daysFromToday(1) })], 'vaccines_set.0.vaccinationDate', VACCINATION_FIELD_KEYS.dateInFuture);
      await refused([dose(occasionalDci, { vaccinationDate: daysFromToday(-31) })], 'vaccines_set.0.vaccinationDate', VACCINATION_FIELD_KEYS.beforeBirth);
      await refused([dose(occasionalDci, { campaign })], 'vaccines_set.0.campaign', 'invalid_choice');
      await refused([dose(occasionalDci, { quantity: 1000 })], 'vaccines_set.0.quantity', 'max_value');
      await refused([{ dci: occasionalDci, injectionSite: 'LEFT_ARM', vaccinationDate: tunisToday() }], 'vaccines_set.0.lotNumber', 'required');
      expect(await written()).toEqual(before);
    });

    test('the same vaccine twice on a day is refused (in one entry or after another), another vaccine or another day is not', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      const redundant = await post(PATHS.occasionalVaccinations, 'agent', evax, [dose(occasionalDci), dose(occasionalDci)]);
      expect(redundant.statusCode).toBe(409);
      expect(redundant.json()).toMatchObject({ errorCode: 202, key: VACCINATION_ERROR_KEYS.redundantVaccines });
      expect((await post(PATHS.occasionalVaccinations, 'agent', evax, [dose(occasionalDci)])).statusCode).toBe(201);
      const before = await written();
      const again = await post(PATHS.occasionalVaccinations, 'agent', evax, [dose(occasionalDci, { lotNumber: 'OC-2' })]);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ errorCode: 202, key: VACCINATION_ERROR_KEYS.alreadyGiven, fields: { 'vaccines_set.0.dci': expect.any(Array) } });
      expect(await written()).toEqual(before);
      expect((await post(PATHS.occasionalVaccinations, 'agent', evax, [dose(otherOccasionalDci)])).statusCode).toBe(201);
      expect((await post(PATHS.occasionalVaccinations, 'agent', evax, [dose(occasionalDci, { vaccinationDate: daysFromToday(-3) })])).statusCode).toBe(201);
    });

    test('a closed medical folder refuses the vaccination, nothing written', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      await closeFolder(evax);
      const before = await written();
      const response = await post(PATHS.occasionalVaccinations, 'agent', evax, [dose(occasionalDci)]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ key: MEDICAL_FOLDER_ERROR_KEYS.folderProtected });
      expect(await written()).toEqual(before);
    });
  });

  describe('seasonal', () => {
    test('the campaign open today is offered; a dose in it is recorded with its season and listed', async () => {
      const evax = await childAged(t, tokens['agent']!, 400);
      const vaccines = (await call('GET', apiPath(PATHS.seasonalVaccinesList, { param: evax }), 'agent')).json<KindVaccinesList>();
      expect(vaccines.vaccines.map((v) => v.id)).toContain(seasonalDci);
      expect(vaccines.campaigns).toEqual([expect.objectContaining({ id: campaign, season: '2026-2027', startDate: CAMPAIGN_START, endDate: CAMPAIGN_END })]);
      const created = await post(PATHS.seasonalVaccinations, 'agent', evax, [dose(seasonalDci, { campaign })]);
      expect(created.statusCode).toBe(201);
      const folder = (await call('GET', apiPath(PATHS.seasonalFolder, { param: evax }), 'agent')).json<KindFolder>();
      expect(folder.vaccinations).toEqual([
        expect.objectContaining({ dci: seasonalDci, campaign: expect.objectContaining({ id: campaign, season: '2026-2027' }) }),
      ]);
      const list = (await call('GET', `${PATHS.seasonalVaccinations}?search=${evax}`, 'agent')).json<Paged<KindVaccinationRow>>();
      expect(list.results).toEqual([expect.objectContaining({ evaxNumber: evax, campaignSeason: '2026-2027' })]);
    });

    test('a dose outside the campaign’s dates, without a campaign, or of a non-seasonal vaccine is refused, nothing written', async () => {
      const evax = await childAged(t, tokens['agent']!, 800);
      await t.db
        .updateTable('seasonal_campaign')
        .set({ start_date: daysFromToday(-10) })
        .where('id', '=', campaign)
        .execute();
      try {
        const before = await written();
        const outside = await post(PATHS.seasonalVaccinations, 'agent', evax, [dose(seasonalDci, { campaign, vaccinationDate: daysFromToday(-11) })]);
        expect(outside.statusCode).toBe(400);
        expect(outside.json()).toMatchObject({ fields: { 'vaccines_set.0.vaccinationDate': [{ key: KIND_FIELD_KEYS.outsideCampaign }] } });
        const noCampaign = await post(PATHS.seasonalVaccinations, 'agent', evax, [dose(seasonalDci)]);
        expect(noCampaign.json()).toMatchObject({ fields: { 'vaccines_set.0.campaign': [{ code: 'required' }] } });
        const wrongVaccine = await post(PATHS.seasonalVaccinations, 'agent', evax, [dose(occasionalDci, { campaign })]);
        expect(wrongVaccine.json()).toMatchObject({ fields: { 'vaccines_set.0.dci': expect.any(Array) } });
        expect(await written()).toEqual(before);
        expect((await post(PATHS.seasonalVaccinations, 'agent', evax, [dose(seasonalDci, { campaign, vaccinationDate: daysFromToday(-10) })])).statusCode).toBe(
          201,
        );
      } finally {
        await t.db.updateTable('seasonal_campaign').set({ start_date: CAMPAIGN_START }).where('id', '=', campaign).execute();
      }
    });
  });

  describe('international', () => {
    const travel = (evax: string, extra: object = {}) => internationalTravel(evax, { governorate, delegation, dci: internationalDci }, extra);
    const put = (id: number, user: string | undefined, payload: object) =>
      t.app.inject({ method: 'PUT', url: apiPath(PATHS.internationalOne, { id }), payload, headers: bearer(user) });
    const create = async (evax: string, extra: object = {}) => {
      const response = await call('POST', PATHS.internationalCreate, 'agent', travel(evax, extra));
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number }>().id;
    };

    test('create, read, list, folder, edit and delete, each audited with the child', async () => {
      const evax = await childAged(t, tokens['agent']!, 3000);
      const before = await written();
      const id = await create(evax);
      expect(await written()).toEqual({ ...before, international: before.international + 1, audit: before.audit + 1 });
      const record = (await call('GET', apiPath(PATHS.internationalOne, { id }), 'agent')).json<InternationalRecord>();
      expect(record).toMatchObject({
        id,
        evaxNumber: evax,
        destinationCountry: 'SN',
        stayType: 'short',
        treatmentMode: 'both',
        dci: internationalDci,
        batchNumber: 'YF-77',
      });
      const folder = (await call('GET', apiPath(PATHS.internationalFolder, { param: evax }), 'agent')).json<InternationalFolder>();
      expect(folder.vaccinations.map((v) => v.id)).toEqual([id]);
      const vaccines = (await call('GET', apiPath(PATHS.internationalVaccinesList, { param: evax }), 'agent')).json<KindVaccinesList>();
      expect(vaccines.vaccines.map((v) => v.id)).toContain(internationalDci);
      expect(vaccines.vaccines.map((v) => v.id)).not.toContain(occasionalDci);
      const list = (await call('GET', `${PATHS.internationalAll}?search=${evax}`, 'agent')).json<Paged<{ id: number }>>();
      expect(list).toMatchObject({ count: 1, results: [{ id, evaxNumber: evax, destinationCountry: 'SN' }] });
      const edited = await put(
        id,
        'agent',
        travel(evax, { treatmentMode: 'vaccine', medicineName: null, treatmentStart: null, treatmentEnd: null, stayType: 'long' }),
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ treatmentMode: 'vaccine', medicineName: null, treatmentStart: null, stayType: 'long' });
      expect((await call('DELETE', apiPath(PATHS.internationalDelete, { id }), 'agent')).statusCode).toBe(204);
      expect((await call('GET', apiPath(PATHS.internationalOne, { id }), 'agent')).statusCode).toBe(404);
      const audit = await t.db
        .selectFrom('audit_log')
        .selectAll()
        .where('entity', '=', 'international_vaccination')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute();
      expect(audit.map((a) => ({ action: a.action, citizen: a.citizen_id }))).toEqual(
        ['create', 'update', 'delete'].map((action) => ({ action, citizen: folder.child.id })),
      );
      const after = audit[1]!.after as unknown;
      expect(typeof after === 'string' ? JSON.parse(after) : after).toMatchObject({ treatment_mode: 'vaccine', stay_type: 'long' });
    });

    test('permissions and visibility: 401, 403 per action, another centre 404; nothing written', async () => {
      const evax = await childAged(t, tokens['agent']!, 3000);
      const id = await create(evax);
      const before = await written();
      for (const url of [
        PATHS.internationalAll,
        apiPath(PATHS.internationalFolder, { param: evax }),
        apiPath(PATHS.internationalVaccinesList, { param: evax }),
        apiPath(PATHS.internationalOne, { id }),
      ]) {
        expect((await call('GET', url)).statusCode).toBe(401);
        expect((await call('GET', url, 'admin')).statusCode).toBe(403);
      }
      expect((await call('GET', apiPath(PATHS.internationalFolder, { param: evax }), 'agent2')).statusCode).toBe(404);
      expect((await call('GET', apiPath(PATHS.internationalOne, { id }), 'agent2')).statusCode).toBe(404);
      expect((await call('GET', apiPath(PATHS.internationalVaccinesList, { param: evax }), 'agent2')).statusCode).toBe(404);
      expect((await call('GET', `${PATHS.internationalAll}?search=${evax}`, 'agent2')).json<Paged<object>>().count).toBe(0);
      expect((await call('POST', PATHS.internationalCreate, 'admin', travel(evax))).statusCode).toBe(403);
      expect((await call('POST', PATHS.internationalCreate, 'agent2', travel(evax))).statusCode).toBe(404);
      expect((await put(id, 'admin', travel(evax))).statusCode).toBe(403);
      expect((await put(id, 'agent2', travel(evax))).statusCode).toBe(404);
      expect((await call('DELETE', apiPath(PATHS.internationalDelete, { id }), 'admin')).statusCode).toBe(403);
      expect((await call('DELETE', apiPath(PATHS.internationalDelete, { id }), 'agent2')).statusCode).toBe(404);
      expect((await call('DELETE', apiPath(PATHS.internationalDelete, { id: 2147483000 }), 'agent')).statusCode).toBe(404);
      expect(await written()).toEqual(before);
      expect((await call('GET', apiPath(PATHS.internationalOne, { id }), 'superadmin')).statusCode).toBe(200);
    });

    test('the rules of §5: each start before its end, dispensation not in the future nor before birth, the mode’s fields, the residence, the limits', async () => {
      const evax = await childAged(t, tokens['agent']!, 3000);
      const before = await written();
      const refused = async (extra: object, field: string, expected: string) => {
        const response = await call('POST', PATHS.internationalCreate, 'agent', travel(evax, extra));
        expect(response.statusCode).toBe(400);
        expectFieldError(response, field, expected);
      };
      await refused({ stayEnd: daysFromToday(5) }, 'stayEnd', KIND_FIELD_KEYS.endBeforeStart);
      await refused({ treatmentEnd: daysFromToday(8) }, 'treatmentEnd', KIND_FIELD_KEYS.endBeforeStart);
      await refused({ dispensationDate: daysFromToday(1) }, 'dispensationDate', VACCINATION_FIELD_KEYS.dateInFuture);
      await refused({ dispensationDate: daysFromToday(-3001) }, 'dispensationDate', VACCINATION_FIELD_KEYS.beforeBirth);
      await refused({ medicineName: null }, 'medicineName', 'required');
      await refused({ treatmentStart: null }, 'treatmentStart', 'required');
      await refused({ treatmentStart: '2026-02-30' }, 'treatmentStart', 'invalid');
      await refused({ treatmentMode: 'vaccine', dci: null }, 'dci', 'required');
      await refused({ treatmentMode: 'medicine' }, 'dci', 'invalid_choice');
      await refused({ dci: occasionalDci }, 'dci', 'invalid_choice');
      await refused({ residenceDelegation: otherDelegation }, 'residenceDelegation', KIND_FIELD_KEYS.delegationNotInGovernorate);
      await refused({ destinationCountry: 'TN' }, 'destinationCountry', 'invalid_choice');
      await refused({ stayType: 'medium' }, 'stayType', 'invalid_choice');
      await refused({ quantity: 0 }, 'quantity', 'min_value');
      await refused({ quantity: 1000 }, 'quantity', 'max_value');
      await refused({ batchNumber: '' }, 'batchNumber', 'blank');
      await refused({ administrationRoute: 'ear' }, 'administrationRoute', 'invalid_choice');
      await refused({ eggAllergy: true }, 'eggAllergyConfirmed', KIND_FIELD_KEYS.eggAllergyNotConfirmed);
      expect(await written()).toEqual(before);
      // An egg allergy with a vaccine: recorded once confirmed; with a medicine only, nothing to confirm.
      const allergic = await create(evax, { eggAllergy: true, eggAllergyConfirmed: true });
      expect((await call('GET', apiPath(PATHS.internationalOne, { id: allergic }), 'agent')).json()).toMatchObject({
        eggAllergy: true,
        eggAllergyConfirmed: true,
      });
      await create(evax, { eggAllergy: true, treatmentMode: 'medicine', dci: null });
      // Medicine only: no vaccine, and its fields alone are kept.
      const id = await create(evax, { treatmentMode: 'medicine', dci: null });
      expect((await call('GET', apiPath(PATHS.internationalOne, { id }), 'agent')).json()).toMatchObject({ dci: null, medicineName: 'Atovaquone-proguanil' });
    });

    test('a closed medical folder refuses create, edit and delete', async () => {
      const evax = await childAged(t, tokens['agent']!, 3000);
      const id = await create(evax);
      await closeFolder(evax);
      const before = await written();
      for (const response of [
        // Medicine only: a second yellow fever vaccine would be refused as lifelong before the folder is looked at.
        await call('POST', PATHS.internationalCreate, 'agent', travel(evax, { treatmentMode: 'medicine', dci: null })),
        await put(id, 'agent', travel(evax, { stayType: 'long' })),
        await call('DELETE', apiPath(PATHS.internationalDelete, { id }), 'agent'),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ key: MEDICAL_FOLDER_ERROR_KEYS.folderProtected });
      }
      expect(await written()).toEqual(before);
    });

    test('an edit cannot move the record to another child', async () => {
      const evax = await childAged(t, tokens['agent']!, 3000);
      const other = await childAged(t, tokens['agent']!, 3000);
      const id = await create(evax);
      const response = await put(id, 'agent', travel(other));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { evaxNumber: expect.any(Array) } });
    });
  });
});
