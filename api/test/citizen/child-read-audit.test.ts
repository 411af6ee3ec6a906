import { API_PATHS, apiPath, CHILD_READ_ENTITY, CITIZEN_API_PATHS, type ChildCreated, type ChildHealthRead, type HistoryEntry } from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { createUser, startAccountApp, type AccountTestApp } from '../support/account.js';
import { bearer, tokensFor } from '../support/app.js';
import { newChildBody } from './citizen-support.js';

const BIRTH = '2024-03-05';

/**
 * Issue 27, point 5: the reads of a child's health data (card, booklet, medical folder, growth,
 * head circumference, allergies, MAPI, other kinds' and international vaccinations) by a user
 * outside the child's structure are audited, one row per request, through the one child gate;
 * the child's history shows them to the national level, not to the centre.
 */
describe.each(BACKENDS)('reads of a child’s health data from outside its structure (issue 27) on %s', (backend) => {
  let t: AccountTestApp;
  let tokens: Record<string, string>;
  let child: ChildCreated;
  let region: { userId: number; structureId: number };
  beforeAll(async () => {
    t = await startAccountApp(backend);
    // A regional directorate's agent of the child's governorate: sees the child, from another structure.
    const userId = await createUser(t.db, { username: 'region-11', memberships: [{ structureCode: 'DRS-11', roleCode: 'HEALTH_AGENT', isDefault: true }] });
    const structure = await t.db.selectFrom('structure').select('id').where('code', '=', 'DRS-11').executeTakeFirstOrThrow();
    region = { userId, structureId: structure.id };
    tokens = await tokensFor(t.app, ['agent', 'region-11', 'superadmin']);
    const created = await t.app.inject({
      method: 'POST',
      url: CITIZEN_API_PATHS.childCreate,
      headers: bearer(tokens.agent!),
      payload: { ...newChildBody({ child: { birthDate: BIRTH, firstNameFr: 'Rayen', firstNameAr: 'ريان', gender: 'male' } }), confirmNotDuplicate: true },
    });
    expect(created.statusCode).toBe(201);
    child = created.json<ChildCreated>();
  });
  afterAll(() => t.close());

  const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });
  const readRows = () =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'structure_id', 'citizen_id', 'after'])
      .where('entity', '=', CHILD_READ_ENTITY)
      .where('entity_id', '=', String(child.id))
      .orderBy('id')
      .execute();

  /** Each read of the child's health data, the path that makes it and what the audit row says it read. */
  const reads = (): [ChildHealthRead, string][] => {
    const param = { param: child.evaxNumber };
    return [
      ['card', apiPath(CITIZEN_API_PATHS.childDetail, param)],
      ['card', `${CITIZEN_API_PATHS.childSearch}?evaxNumber=${child.evaxNumber}`],
      ['booklet', apiPath(API_PATHS.routineFolder, param)],
      ['booklet', apiPath(API_PATHS.routineVaccinesList, param)],
      ['medical_folder', apiPath(API_PATHS.medicalFolder, param)],
      ['growth', `${apiPath(API_PATHS.growthList, param)}?birthDate=${BIRTH}`],
      ['head_circumference', `${apiPath(API_PATHS.headCircumferenceList, param)}?birthDate=${BIRTH}`],
      ['allergies', apiPath(API_PATHS.allergyList, param)],
      ['mapi', apiPath(API_PATHS.mapiList, param)],
      ['mapi', apiPath(API_PATHS.mapiVaccinations, param)],
      ['vaccinations', apiPath(API_PATHS.occasionalFolder, param)],
      ['vaccinations', apiPath(API_PATHS.seasonalVaccinesList, param)],
      ['international', apiPath(API_PATHS.internationalFolder, param)],
      ['international', apiPath(API_PATHS.internationalVaccinesList, param)],
    ];
  };

  test('the child’s own centre reads everything without a read row', async () => {
    for (const [, url] of reads()) expect({ url, status: (await get(url, 'agent')).statusCode }).toEqual({ url, status: 200 });
    expect(await readRows()).toEqual([]);
  });

  test('a user outside the child’s structure: one row per request, naming who, from where, the child and what was read', async () => {
    const before = (await readRows()).length;
    for (const [what, url] of reads()) {
      const count = (await readRows()).length;
      expect({ url, status: (await get(url, 'region-11')).statusCode }).toEqual({ url, status: 200 });
      const rows = await readRows();
      expect({ url, added: rows.length - count }).toEqual({ url, added: 1 });
      expect(rows.at(-1)).toEqual({ action: 'read', user_id: region.userId, structure_id: region.structureId, citizen_id: child.id, after: { reads: what } });
    }
    expect((await readRows()).length).toBe(before + reads().length);
    // A write from there is audited as the write it is, with no read row.
    const count = (await readRows()).length;
    const allergy = await t.app.inject({
      method: 'POST',
      url: apiPath(API_PATHS.allergyCreate, { param: child.evaxNumber }),
      headers: bearer(tokens['region-11']!),
      payload: { type: 'FOOD', name: 'Arachide' },
    });
    expect(allergy.statusCode).toBeLessThan(500);
    expect((await readRows()).length).toBe(count);
  });

  test('a refused read (a child out of reach) leaves no row', async () => {
    const before = (await readRows()).length;
    expect((await get(apiPath(CITIZEN_API_PATHS.childDetail, { param: '000000000' }), 'region-11')).statusCode).toBe(404);
    expect((await readRows()).length).toBe(before);
  });

  test('the child’s history shows the reads to the national level only', async () => {
    await get(apiPath(API_PATHS.allergyList, { param: child.evaxNumber }), 'region-11');
    const national = (await get(apiPath(CITIZEN_API_PATHS.childHistory, { param: child.evaxNumber }), 'superadmin')).json<HistoryEntry[]>();
    const shown = national.filter((entry) => entry.entity === CHILD_READ_ENTITY);
    expect(shown.length).toBeGreaterThanOrEqual(reads().length);
    expect(shown[0]).toMatchObject({ action: 'read', user: { username: 'region-11' }, changes: { reads: { before: null, after: 'allergies' } } });
    for (const who of ['agent', 'region-11']) {
      const history = (await get(apiPath(CITIZEN_API_PATHS.childHistory, { param: child.evaxNumber }), who)).json<HistoryEntry[]>();
      expect(history.length).toBeGreaterThan(0);
      expect(history.filter((entry) => entry.entity === CHILD_READ_ENTITY)).toEqual([]);
    }
  });
});
