import {
  apiPath,
  MAPI_API_PATHS as PATHS,
  MAPI_ERROR_KEYS,
  MEDICAL_FOLDER_API_PATHS,
  MEDICAL_FOLDER_ERROR_KEYS,
  VACCINATION_API_PATHS,
  type MapiRow,
  type MapiVaccinationChoice,
  type MetricList,
  type RoutineFolder,
  type SeriousMapiRow,
} from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { daysFromToday, doseIn, givenToday } from '../vaccination/vaccination-support.js';
import { countRows, useApiApp, type Call } from '../support/app.js';
import { newChild } from './support.js';

/** A report of a mild fever the day of the vaccination, not serious. */
const report = (vaccinationIds: number[], extra: Record<string, unknown> = {}) => ({
  date: daysFromToday(0),
  startTime: '14:30',
  severity: 'mild',
  description: 'Fièvre à 38,5 °C et pleurs',
  earlierSideEffect: 'no',
  knownDrugAllergy: 'unknown',
  chronicDisease: 'no',
  medicationTaken: 'yes',
  historyDetails: 'Paracétamol',
  investigationDone: false,
  serious: false,
  seriousCriteria: [],
  outcome: 'recovering',
  vaccinationIds,
  ...extra,
});

describe.each(BACKENDS)('MAPI (adverse events following immunisation) on %s', (backend) => {
  const app = useApiApp(backend);
  const { call } = app;
  let evax: string;
  let given: MapiVaccinationChoice[];
  const create = (body: unknown, user = 'agent', param = evax, category = 'routine') =>
    call('POST', apiPath(PATHS.mapiCreate, { param, lang: 'fr', category }), user, body);
  const list = async () => (await call('GET', apiPath(PATHS.mapiList, { param: evax }), 'agent')).json<MetricList<MapiRow>>();

  beforeAll(async () => {
    // A child of 70 days, given BCG and the first pentavalent today (lots L-BCG and L-PENTA).
    evax = await newChild(call, 'agent', daysFromToday(-70));
    const folder = (await call('GET', apiPath(VACCINATION_API_PATHS.routineFolder, { param: evax }), 'agent')).json<RoutineFolder>();
    const doses = [
      givenToday(doseIn(folder, 'BCG', 1).scheduleDose, { lotNumber: 'L-BCG' }),
      givenToday(doseIn(folder, 'pentavalent', 1).scheduleDose, { lotNumber: 'L-PENTA' }),
    ];
    const vaccinated = await call('POST', VACCINATION_API_PATHS.vaccinationCreate, 'agent', { evaxNumber: evax, vaccines_set: doses });
    if (vaccinated.statusCode !== 201) throw new Error(`not vaccinated: ${vaccinated.body}`);
    given = (await call('GET', apiPath(PATHS.mapiVaccinations, { param: evax }), 'agent')).json<MetricList<MapiVaccinationChoice>>().results;
  });

  test("the child's given vaccinations are offered with their lot numbers", () => {
    expect(given.map((v) => v.lotNumber).sort()).toEqual(['L-BCG', 'L-PENTA']);
    expect(given.every((v) => v.kind === 'routine' && v.date === daysFromToday(0))).toBe(true);
  });

  test('filed against a vaccination (lot carried over), listed newest first, edited, read, deleted; each write audited with the child', async () => {
    const audits = await countRows(app.t, 'audit_log', { entity: 'mapi' });
    const created = await create(report([given[0]!.id]));
    expect(created.statusCode).toBe(201);
    const row = created.json<MapiRow>();
    expect(row.vaccinations).toEqual([given[0]]);
    expect(row).toMatchObject({ evaxNumber: evax, category: 'routine', startTime: '14:30', serious: false, historyDetails: 'Paracétamol' });

    const both = given.map((v) => v.id);
    const edited = await call('PUT', apiPath(PATHS.mapiUpdate, { id: row.id, lang: 'ar', category: 'routine' }), 'agent', {
      ...report(both),
      severity: 'severe',
      investigationDone: true,
      investigationDate: daysFromToday(0),
      investigationDetails: 'NFS normale',
      serious: true,
      seriousCriteria: ['hospitalisation'],
      outcome: 'recovered',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<MapiRow>()).toMatchObject({
      severity: 'severe',
      serious: true,
      seriousCriteria: ['hospitalisation'],
      investigationDetails: 'NFS normale',
    });
    expect(
      edited
        .json<MapiRow>()
        .vaccinations.map((v) => v.lotNumber)
        .sort(),
    ).toEqual(['L-BCG', 'L-PENTA']);

    expect((await list()).results.map((r) => r.id)).toContain(row.id);
    expect((await call('GET', apiPath(PATHS.mapiItem, { id: row.id }), 'agent')).json<MapiRow>().outcome).toBe('recovered');
    const history = await app.t.db
      .selectFrom('audit_log')
      .select(['action', 'citizen_id', 'after'])
      .where('entity', '=', 'mapi')
      .where('entity_id', '=', String(row.id))
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.action)).toEqual(['create', 'update']);
    expect((history[1]!.after as Record<string, unknown>).serious).toBe(true);
    expect(new Set(history.map((h) => h.citizen_id)).size).toBe(1);
    expect(history[0]!.citizen_id).not.toBeNull();

    expect((await call('DELETE', apiPath(PATHS.mapiItem, { id: row.id }), 'agent')).statusCode).toBe(204);
    expect((await call('GET', apiPath(PATHS.mapiItem, { id: row.id }), 'agent')).statusCode).toBe(404);
    expect(await countRows(app.t, 'audit_log', { entity: 'mapi' })).toBe(audits + 3);
  });

  test.each([
    ['a date in the future', { date: daysFromToday(1) }, 'date', MEDICAL_FOLDER_ERROR_KEYS.dateInFuture],
    ['a date before the birth', { date: daysFromToday(-71) }, 'date', MEDICAL_FOLDER_ERROR_KEYS.dateBeforeBirth],
    ['a date before the suspected vaccination', { date: daysFromToday(-1) }, 'date', MAPI_ERROR_KEYS.beforeVaccination],
    ['an investigation without its date', { investigationDone: true }, 'investigationDate', MAPI_ERROR_KEYS.investigationDateRequired],
    ['serious without a criterion', { serious: true }, 'seriousCriteria', MAPI_ERROR_KEYS.seriousCriteriaRequired],
    ['a vaccination of another child', { vaccinationIds: [999999] }, 'vaccinationIds', MAPI_ERROR_KEYS.vaccinationNotOfChild],
  ])('%s is refused on its field, nothing written', async (_, extra, field, key) => {
    const before = (await list()).count;
    const refused = await create(report([given[0]!.id], extra));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields[field][0].key).toBe(key);
    expect((await list()).count).toBe(before);
  });

  test('the schema: a bad time, severity, history answer, criterion, no vaccination, a category of no such kind', async () => {
    for (const extra of [{ startTime: '25:00' }, { severity: 'fatal' }, { chronicDisease: 'maybe' }, { seriousCriteria: ['bad'] }, { vaccinationIds: [] }])
      expect((await create(report([given[0]!.id], extra))).statusCode).toBe(400);
    expect((await create(report([given[0]!.id]), 'agent', evax, 'weekly')).statusCode).toBe(400);
    // A routine vaccination is not an occasional one.
    const occasional = await create(report([given[0]!.id]), 'agent', evax, 'occasional');
    expect(occasional.json().fields.vaccinationIds[0].key).toBe(MAPI_ERROR_KEYS.vaccinationNotOfChild);
  });

  test("another centre's child is 404, its reports too; no permission is 403 on every route", async () => {
    const id = (await create(report([given[1]!.id]))).json<MapiRow>().id;
    expect((await create(report([given[1]!.id]), 'agent2')).statusCode).toBe(404);
    expect((await call('GET', apiPath(PATHS.mapiList, { param: evax }), 'agent2')).statusCode).toBe(404);
    expect((await call('GET', apiPath(PATHS.mapiVaccinations, { param: evax }), 'agent2')).statusCode).toBe(404);
    expect((await call('GET', apiPath(PATHS.mapiItem, { id }), 'agent2')).statusCode).toBe(404);
    expect((await call('PUT', apiPath(PATHS.mapiUpdate, { id, lang: 'fr', category: 'routine' }), 'agent2', report([given[1]!.id]))).statusCode).toBe(404);
    expect((await call('DELETE', apiPath(PATHS.mapiItem, { id }), 'agent2')).statusCode).toBe(404);
    for (const [method, url, body] of [
      ['GET', apiPath(PATHS.mapiList, { param: evax })],
      ['GET', apiPath(PATHS.mapiVaccinations, { param: evax })],
      ['POST', apiPath(PATHS.mapiCreate, { param: evax, lang: 'fr', category: 'routine' }), report([given[1]!.id])],
      ['PUT', apiPath(PATHS.mapiUpdate, { id, lang: 'fr', category: 'routine' }), report([given[1]!.id])],
      ['GET', apiPath(PATHS.mapiItem, { id })],
      ['DELETE', apiPath(PATHS.mapiItem, { id })],
      ['GET', PATHS.mapiSeriousList],
    ] as [Parameters<Call>[0], string, unknown?][]) {
      expect({ url, status: (await call(method, url, 'admin', body)).statusCode }).toEqual({ url, status: 403 });
      expect({ url, status: (await call(method, url, undefined, body)).statusCode }).toEqual({ url, status: 401 });
    }
  });

  test('the list of serious reports: the whole country at national level, a centre sees its own children, paged', async () => {
    const serious = await create(report([given[0]!.id], { serious: true, seriousCriteria: ['life_threatening', 'hospitalisation'], outcome: 'recovered' }));
    expect(serious.statusCode).toBe(201);
    // A centre sees its own children's serious reports; another centre none of them.
    expect((await call('GET', PATHS.mapiSeriousList, 'agent')).json<MetricList<SeriousMapiRow>>().results.map((r) => r.id)).toContain(
      serious.json<MapiRow>().id,
    );
    expect((await call('GET', PATHS.mapiSeriousList, 'agent2')).json<MetricList<SeriousMapiRow>>().results.map((r) => r.evaxNumber)).not.toContain(evax);
    const page = await call('GET', `${PATHS.mapiSeriousList}?page=1&page_size=5`, 'superadmin');
    expect(page.statusCode).toBe(200);
    const body = page.json<MetricList<SeriousMapiRow>>();
    expect(body.count).toBeGreaterThanOrEqual(1);
    expect(body.results.length).toBeLessThanOrEqual(5);
    expect(body.results.find((r) => r.id === serious.json<MapiRow>().id)).toMatchObject({
      evaxNumber: evax,
      seriousCriteria: ['life_threatening', 'hospitalisation'],
    });
    expect(body.results.every((r) => r.seriousCriteria.length > 0)).toBe(true);
    expect((await call('GET', `${PATHS.mapiSeriousList}?page_size=101`, 'superadmin')).statusCode).toBe(400);
  });

  test('a closed folder refuses every MAPI write; reads go on', async () => {
    const id = (await create(report([given[0]!.id]))).json<MapiRow>().id;
    const close = apiPath(MEDICAL_FOLDER_API_PATHS.medicalFolderClose, { param: evax, lang: 'fr' });
    expect((await call('POST', close, 'agent', { reason: 'Déménagement', confirmIrreversible: true })).statusCode).toBe(200);
    const before = (await list()).count;
    for (const response of [
      await create(report([given[0]!.id])),
      await call('PUT', apiPath(PATHS.mapiUpdate, { id, lang: 'fr', category: 'routine' }), 'agent', report([given[0]!.id])),
      await call('DELETE', apiPath(PATHS.mapiItem, { id }), 'agent'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().key).toBe(MEDICAL_FOLDER_ERROR_KEYS.folderProtected);
    }
    expect((await list()).count).toBe(before);
  });
});
