import {
  apiPath,
  CITIZEN_API_PATHS,
  HISTORY_PAGE_SIZE,
  MEDICAL_FOLDER_API_PATHS,
  OPTION_LIST_CODES,
  VACCINATION_STATUS,
  type HistoryEntry,
} from '@evax/shared/contract';
import { sql } from 'kysely';
import { BACKENDS } from '../support/databases.js';
import { useApiApp } from '../support/app.js';
import { newChild } from '../medical-folder/support.js';
import { agentCentreCode } from '../vaccination/vaccination-support.js';

/**
 * Issue 30: a child with 16 doses said "no changes" in its history. The history is the child's
 * audit trail: its identity and parents, and its vaccinations, measurements, allergies and MAPI,
 * whose writes name the child; the demo's doses come with the rows the application would have
 * written. One page at a time, the older ones after the last shown.
 */
describe.each(BACKENDS)('a child’s history: its doses and measurements, one page at a time (issue 30) on %s', (backend) => {
  const app = useApiApp(backend);
  const { call } = app;
  const historyOf = async (evax: string, query = '') => {
    const response = await call('GET', `${apiPath(CITIZEN_API_PATHS.childHistory, { param: evax })}${query}`, 'agent');
    expect(response.statusCode).toBe(200);
    return response.json<HistoryEntry[]>();
  };

  /** The demo child of the agent's centre with the most doses given, and how many. */
  async function mostVaccinated() {
    const code = await agentCentreCode(app.t);
    const row = await app.t.db
      .selectFrom('vaccination as v')
      .innerJoin('citizen as c', 'c.id', 'v.citizen_id')
      .innerJoin('structure as s', 's.id', 'c.structure_id')
      .where('s.code', '=', code)
      .where('v.status', '=', VACCINATION_STATUS.done)
      .groupBy('c.evax_number')
      .select(['c.evax_number', sql<number>`count(*)::int`.as('doses')])
      .orderBy('doses', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return { evax: row.evax_number, doses: Number(row.doses) };
  }

  test('a demo child’s doses are in its history, each given, its registration first of all', async () => {
    const { evax, doses } = await mostVaccinated();
    expect(doses).toBeGreaterThan(10);
    const history = await historyOf(evax);
    expect(history.filter((entry) => entry.entity === 'vaccination' && entry.action === 'vaccinate')).toHaveLength(doses);
    expect(history.at(-1)).toMatchObject({ entity: 'child', action: 'create' });
    const at = history.map((entry) => entry.at);
    expect(at).toEqual([...at].sort().reverse());
  });

  test('a measurement written through the API comes on top, with who wrote it', async () => {
    const evax = await newChild(call);
    expect(
      (await call('POST', apiPath(MEDICAL_FOLDER_API_PATHS.growthCreate, { param: evax }), 'agent', { date: '2025-08-14', weightKg: 7.4, heightCm: 66 }))
        .statusCode,
    ).toBe(201);
    const [latest] = await historyOf(evax);
    expect(latest).toMatchObject({ entity: 'growth_metric', action: 'create', user: { username: 'agent' } });
  });

  test('one page at a time: `size` entries, then those older than `before`, without a gap or a repeat', async () => {
    const { evax } = await mostVaccinated();
    const all = await historyOf(evax);
    expect(all.length).toBeLessThanOrEqual(HISTORY_PAGE_SIZE);
    const walked: number[] = [];
    let page = await historyOf(evax, '?size=4');
    while (page.length > 0) {
      expect(page.length).toBeLessThanOrEqual(4);
      walked.push(...page.map((entry) => entry.id));
      page = await historyOf(evax, `?size=4&before=${page.at(-1)!.id}`);
    }
    expect(walked).toEqual(all.map((entry) => entry.id));
  });

  test('a vaccine and a structure are named beside their ids, the ids and other fields as they were', async () => {
    const evax = await newChild(call);
    const child = await app.t.db.selectFrom('citizen').select('id').where('evax_number', '=', evax).executeTakeFirstOrThrow();
    const [first, second] = await app.t.db.selectFrom('dci').select(['id', 'name', 'name_ar']).orderBy('id').limit(2).execute();
    const centre = await app.t.db
      .selectFrom('structure')
      .select(['id', 'name_fr', 'name_ar'])
      .where('code', '=', await agentCentreCode(app.t))
      .executeTakeFirstOrThrow();
    await app.t.db
      .insertInto('audit_log')
      .values({
        action: 'edit_vaccination',
        entity: 'vaccination',
        entity_id: '1',
        citizen_id: child.id,
        before: JSON.stringify({ dci_id: first!.id, structure_id: null, lot_number: 'A1' }),
        after: JSON.stringify({ dci_id: second!.id, structure_id: centre.id, lot_number: 'B2' }),
      })
      .execute();
    const [latest] = await historyOf(evax);
    expect(latest!.changes).toEqual({
      dci_id: {
        before: first!.id,
        after: second!.id,
        beforeName: { nameFr: first!.name, nameAr: first!.name_ar },
        afterName: { nameFr: second!.name, nameAr: second!.name_ar },
      },
      structure_id: { before: null, after: centre.id, afterName: { nameFr: centre.name_fr, nameAr: centre.name_ar } },
      lot_number: { before: 'A1', after: 'B2' },
    });
  });

  test('a schedule dose, specialty, campaign, file and residence are named beside their ids, option-list codes by their value', async () => {
    const evax = await newChild(call);
    const db = app.t.db;
    const child = await db.selectFrom('citizen').select('id').where('evax_number', '=', evax).executeTakeFirstOrThrow();
    const dose = await db
      .selectFrom('routine_schedule_dose as d')
      .innerJoin('dci', 'dci.id', 'd.dci_id')
      .select(['d.id', 'd.dose_number', 'dci.name', 'dci.name_ar'])
      .orderBy('d.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const specialty = await db.selectFrom('specialty').select(['id', 'commercial_name']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const campaign = await db.selectFrom('seasonal_campaign').select(['id', 'name_fr', 'name_ar']).orderBy('id').limit(1).executeTakeFirstOrThrow();
    const file = await db
      .insertInto('vaccination_file')
      .values({ name: 'carnet-etranger.pdf', media_type: 'application/pdf', size: 3, content: Buffer.from('pdf') })
      .returning(['id'])
      .executeTakeFirstOrThrow();
    const [governorate, other] = await db.selectFrom('governorate').select(['id', 'name_fr', 'name_ar']).orderBy('id').limit(2).execute();
    const delegation = await db
      .selectFrom('delegation')
      .select(['id', 'name_fr', 'name_ar'])
      .where('governorate_id', '=', governorate!.id)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const option = (list: string) =>
      db
        .selectFrom('option_list_item as i')
        .innerJoin('option_list as l', 'l.id', 'i.list_id')
        .select(['i.code', 'i.value_fr', 'i.value_ar'])
        .where('l.code', '=', list)
        .where('i.code', 'is not', null)
        .orderBy('i.rank')
        .limit(2)
        .execute();
    const [site, otherSite] = await option(OPTION_LIST_CODES.injectionSite);
    const [allergyType] = await option(OPTION_LIST_CODES.allergyType);
    const entry = (entity: string, before: object | null, after: object) => ({
      action: 'update',
      entity,
      entity_id: '1',
      citizen_id: child.id,
      before: before && JSON.stringify(before),
      after: JSON.stringify(after),
    });
    await db
      .insertInto('audit_log')
      .values([
        entry(
          'vaccination',
          { injection_site: site!.code },
          { scheduleDose: dose.id, specialty_id: specialty.id, file_id: file.id, injection_site: otherSite!.code },
        ),
        entry('vaccination', null, { campaign_id: campaign.id, injectionSite: 'NOT_A_SITE' }),
        entry(
          'international_vaccination',
          { residenceGovernorateId: other!.id },
          { residenceGovernorateId: governorate!.id, residenceDelegationId: delegation.id },
        ),
        entry('allergy', null, { type: allergyType!.code, name: 'Ovalbumine' }),
        entry('child', null, { type: allergyType!.code }),
      ])
      .execute();
    const [notAnAllergy, allergy, international, seasonal, routine] = await historyOf(evax);
    expect(routine!.changes).toEqual({
      scheduleDose: {
        before: null,
        after: dose.id,
        afterName: { nameFr: `${dose.name} - ${dose.dose_number}`, nameAr: `${dose.name_ar ?? dose.name} - ${dose.dose_number}` },
      },
      specialty_id: { before: null, after: specialty.id, afterName: { nameFr: specialty.commercial_name, nameAr: null } },
      file_id: { before: null, after: file.id, afterName: { nameFr: 'carnet-etranger.pdf', nameAr: null } },
      injection_site: {
        before: site!.code,
        after: otherSite!.code,
        beforeName: { nameFr: site!.value_fr, nameAr: site!.value_ar },
        afterName: { nameFr: otherSite!.value_fr, nameAr: otherSite!.value_ar },
      },
    });
    // A code no list holds stays as it was, without a name.
    expect(seasonal!.changes).toEqual({
      campaign_id: { before: null, after: campaign.id, afterName: { nameFr: campaign.name_fr, nameAr: campaign.name_ar } },
      injectionSite: { before: null, after: 'NOT_A_SITE' },
    });
    expect(international!.changes).toEqual({
      residenceGovernorateId: {
        before: other!.id,
        after: governorate!.id,
        beforeName: { nameFr: other!.name_fr, nameAr: other!.name_ar },
        afterName: { nameFr: governorate!.name_fr, nameAr: governorate!.name_ar },
      },
      residenceDelegationId: { before: null, after: delegation.id, afterName: { nameFr: delegation.name_fr, nameAr: delegation.name_ar } },
    });
    expect(allergy!.changes.type).toEqual({
      before: null,
      after: allergyType!.code,
      afterName: { nameFr: allergyType!.value_fr, nameAr: allergyType!.value_ar },
    });
    // `type` names an allergy's type on an allergy's entry only.
    expect(notAnAllergy!.changes.type).toEqual({ before: null, after: allergyType!.code });
  });

  test('a page larger than HISTORY_PAGE_SIZE, empty, or after no number is refused (400)', async () => {
    const { evax } = await mostVaccinated();
    const url = apiPath(CITIZEN_API_PATHS.childHistory, { param: evax });
    for (const query of [`?size=${HISTORY_PAGE_SIZE + 1}`, '?size=0', '?before=abc'])
      expect({ query, status: (await call('GET', `${url}${query}`, 'agent')).statusCode }).toEqual({ query, status: 400 });
  });
});
