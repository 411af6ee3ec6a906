import { sql } from 'kysely';
import {
  DASHBOARD_API_PATHS as PATHS,
  DASHBOARD_ERROR_KEYS,
  HTTP_ERROR_KEYS,
  KIND_FIELD_KEYS,
  PERMISSIONS,
  VACCINATION_STATUS,
  type CentreDay,
  type DashboardAreas,
  VACCINATION_API_PATHS,
  type InscriptionKpi,
  type VaccinationKpi,
} from '@evax/shared/contract';
import { birthRangeOfAges, tunisToday } from '@evax/shared/validation';
import { ROLE_CODES } from '../../src/db/seed/reference/roles.js';
import { callerFor, defaultStructureOf, expectFieldError, startTestApp, tokensFor, type Call, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/databases.js';

/**
 * The home statistics (issue 33): each figure against a direct count of the demo database, the
 * filters, the scoping by level (national, governorate, circonscription, centre) and the permission.
 */
describe.each(BACKENDS)('dashboard KPIs on %s', (backend) => {
  let t: TestApp;
  let call: Call;
  let tunis: number;
  let other: number;
  let agentCentre: number;
  let agentGroup: number;
  let otherCentre: number;
  let noDashboardUser: string;

  /** Direct counts, written apart from the API's queries: the doses done at structures in the place. */
  const doses = async (
    where: { governorate?: number; group?: number; structure?: number; dci?: number; from?: string; to?: string; bornFrom?: string } = {},
  ) => {
    let query = t.db
      .selectFrom('vaccination as v')
      .innerJoin('structure as s', 's.id', 'v.structure_id')
      .innerJoin('citizen as c', 'c.id', 'v.citizen_id')
      .where('v.status', '=', VACCINATION_STATUS.done);
    if (where.governorate) query = query.where('s.governorate_id', '=', where.governorate).where('s.type', '<>', 'NATIONAL');
    if (where.group) query = query.where('s.group_id', '=', where.group);
    if (where.structure) query = query.where('s.id', '=', where.structure);
    if (where.dci) query = query.where('v.dci_id', '=', where.dci);
    if (where.from) query = query.where('v.vaccination_date', '>=', where.from);
    if (where.to) query = query.where('v.vaccination_date', '<=', where.to);
    if (where.bornFrom) query = query.where('c.birth_date', '>=', where.bornFrom);
    const row = await query
      .select([sql<number>`count(*)::int`.as('n'), sql<number>`(count(*) filter (where v.certificate_verified))::int`.as('past')])
      .executeTakeFirstOrThrow();
    return { totalvaccinesCount: row.n, totalvaccinesPasse: row.past };
  };
  const children = async (where: { governorate?: number; structure?: number } = {}) => {
    let query = t.db.selectFrom('citizen as c').innerJoin('structure as s', 's.id', 'c.structure_id');
    if (where.governorate) query = query.where('s.governorate_id', '=', where.governorate).where('s.type', '<>', 'NATIONAL');
    if (where.structure) query = query.where('s.id', '=', where.structure);
    return (await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
  };

  const ok = async <T>(path: string, user: string, query = '') => {
    const response = await call('GET', `${path}${query}`, user);
    expect({ status: response.statusCode, body: response.statusCode === 200 ? null : response.json() }).toEqual({ status: 200, body: null });
    return response.json<T>();
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const vaccinator = await t.db
      .selectFrom('app_user as u')
      .innerJoin('user_structure as us', 'us.user_id', 'u.id')
      .innerJoin('role as r', 'r.id', 'us.role_id')
      .where('r.code', '=', ROLE_CODES.vaccinator)
      .where('u.is_active', '=', true)
      .select('u.username')
      .orderBy('u.id')
      .executeTakeFirstOrThrow();
    noDashboardUser = vaccinator.username;
    call = callerFor(t.app, await tokensFor(t.app, ['superadmin', 'admin', 'agent', noDashboardUser]));
    agentCentre = await defaultStructureOf(t.db, 'agent');
    const centre = await t.db.selectFrom('structure').select(['governorate_id', 'group_id']).where('id', '=', agentCentre).executeTakeFirstOrThrow();
    tunis = centre.governorate_id;
    agentGroup = centre.group_id;
    other = (await t.db.selectFrom('governorate').select('id').where('id', '<>', tunis).orderBy('code').executeTakeFirstOrThrow()).id;
    otherCentre = (await t.db.selectFrom('structure').select('id').where('governorate_id', '=', other).where('type', '=', 'CSB').executeTakeFirstOrThrow()).id;
    // Two citizen-space accounts accepted: one tied to the agent's centre today, one in the other governorate.
    const accepted = async (phone: string, nationalId: string, structureId: number, governorateId: number) => {
      const { id } = await t.db
        .insertInto('registration_request')
        .values({
          first_name_fr: 'Ali',
          last_name_fr: 'Ben Salah',
          first_name_ar: 'علي',
          last_name_ar: 'بن صالح',
          phone,
          national_id: nationalId,
          file_name: 'cin.pdf',
          file_type: 'application/pdf',
          file_size: 1,
          file_content: Buffer.from('x'),
          structure_id: structureId,
          governorate_id: governorateId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db.updateTable('registration_request').set({ status: 'accepted', decided_at: new Date() }).where('id', '=', id).execute();
    };
    await accepted('+21620000901', '09000901', agentCentre, tunis);
    await accepted('+21620000902', '09000902', otherCentre, other);
  }, 180_000);
  afterAll(() => t.close());

  test('401 without a token, 403 without view-dashboard', async () => {
    for (const path of [PATHS.vaccinationKpi, PATHS.inscriptionKpi, PATHS.dashboardAreas]) {
      expect((await call('GET', path)).statusCode).toBe(401);
      const refused = await call('GET', path, noDashboardUser);
      expect({ path, status: refused.statusCode, key: refused.json<{ key: string }>().key }).toEqual({ path, status: 403, key: HTTP_ERROR_KEYS.FORBIDDEN });
    }
  });

  test('national: the doses done in the country and by governorate, as counted directly', async () => {
    const kpi = await ok<VaccinationKpi>(PATHS.vaccinationKpi, 'superadmin');
    expect(kpi.level).toBe('national');
    expect({ totalvaccinesCount: kpi.totalvaccinesCount, totalvaccinesPasse: kpi.totalvaccinesPasse }).toEqual(await doses());
    expect(kpi.totalvaccinesCount).toBeGreaterThan(0);
    const tunisRow = kpi.data.find((row) => row.governorate === tunis)!;
    // The national structure sits in Tunis's governorate: its doses count nationally, not in Tunis.
    expect(tunisRow.totalvaccinesCount).toBeGreaterThanOrEqual((await doses({ governorate: tunis })).totalvaccinesCount);
    expect(kpi.data.reduce((total, row) => total + row.totalvaccinesCount, 0)).toBe(kpi.totalvaccinesCount);
  });

  test('the filters: governorate, vaccine, period and age range narrow the doses as a direct count does', async () => {
    const byGovernorate = await ok<VaccinationKpi>(PATHS.vaccinationKpi, 'superadmin', `?governorate=${tunis}`);
    expect({ totalvaccinesCount: byGovernorate.totalvaccinesCount, totalvaccinesPasse: byGovernorate.totalvaccinesPasse }).toEqual(
      await doses({ governorate: tunis }),
    );
    expect(byGovernorate.data.map((row) => row.governorate)).toEqual(byGovernorate.totalvaccinesCount > 0 ? [tunis] : []);
    const dci = (await t.db.selectFrom('vaccination').select('dci_id').where('status', '=', VACCINATION_STATUS.done).executeTakeFirstOrThrow()).dci_id;
    const from = '2025-01-01';
    const to = tunisToday();
    const { bornFrom } = birthRangeOfAges(tunisToday(), undefined, 2);
    const narrowed = await ok<VaccinationKpi>(PATHS.vaccinationKpi, 'superadmin', `?vaccine=${dci}&from=${from}&to=${to}&ageMax=2`);
    expect({ totalvaccinesCount: narrowed.totalvaccinesCount, totalvaccinesPasse: narrowed.totalvaccinesPasse }).toEqual(
      await doses({ dci, from, to, bornFrom: bornFrom! }),
    );
  });

  test('registrations: the children of the area, by agents in the period, by citizens, and total their sum', async () => {
    const kpi = await ok<InscriptionKpi>(PATHS.inscriptionKpi, 'superadmin');
    expect(kpi).toMatchObject({ level: 'national', registeredChildren: await children(), totalinscritparagent: await children(), totalinscritparcitoyen: 2 });
    expect(kpi.total).toBe(kpi.totalinscritparagent + kpi.totalinscritparcitoyen);
    const inTunis = await ok<InscriptionKpi>(PATHS.inscriptionKpi, 'superadmin', `?governorate=${tunis}`);
    expect(inTunis).toMatchObject({ registeredChildren: await children({ governorate: tunis }), totalinscritparcitoyen: 1 });
    // A period ended yesterday: no account accepted in it, no child registered today.
    const past = await ok<InscriptionKpi>(PATHS.inscriptionKpi, 'superadmin', '?from=2000-01-01&to=2000-01-31');
    expect(past).toMatchObject({ registeredChildren: await children(), totalinscritparagent: 0, totalinscritparcitoyen: 0, total: 0 });
  });

  test('governorate level (a regional directorate): its figures only; another governorate is refused', async () => {
    const kpi = await ok<VaccinationKpi>(PATHS.vaccinationKpi, 'admin');
    expect(kpi.level).toBe('governorate');
    expect({ totalvaccinesCount: kpi.totalvaccinesCount, totalvaccinesPasse: kpi.totalvaccinesPasse }).toEqual(await doses({ governorate: tunis }));
    const refused = await call('GET', `${PATHS.vaccinationKpi}?governorate=${other}`, 'admin');
    expect({ status: refused.statusCode, key: refused.json<{ key: string }>().key }).toEqual({ status: 403, key: DASHBOARD_ERROR_KEYS.outOfScope });
    const centre = await ok<VaccinationKpi>(PATHS.vaccinationKpi, 'admin', `?centre=${agentCentre}`);
    expect(centre.totalvaccinesCount).toBe((await doses({ structure: agentCentre })).totalvaccinesCount);
  });

  test('centre level: the centre only, whatever the filters say; another centre or governorate is refused', async () => {
    const kpi = await ok<VaccinationKpi>(PATHS.vaccinationKpi, 'agent');
    expect(kpi.level).toBe('centre');
    expect({ totalvaccinesCount: kpi.totalvaccinesCount, totalvaccinesPasse: kpi.totalvaccinesPasse }).toEqual(await doses({ structure: agentCentre }));
    // Its own governorate holds the centre: still the centre's figures.
    expect((await ok<VaccinationKpi>(PATHS.vaccinationKpi, 'agent', `?governorate=${tunis}`)).totalvaccinesCount).toBe(kpi.totalvaccinesCount);
    for (const query of [`?governorate=${other}`, `?centre=${otherCentre}`, `?circonscription=999999`]) {
      const refused = await call('GET', `${PATHS.vaccinationKpi}${query}`, 'agent');
      expect({ query, status: refused.statusCode, key: refused.json<{ key: string }>().key }).toEqual({
        query,
        status: 403,
        key: DASHBOARD_ERROR_KEYS.outOfScope,
      });
    }
    const registrations = await ok<InscriptionKpi>(PATHS.inscriptionKpi, 'agent');
    expect(registrations).toMatchObject({ level: 'centre', registeredChildren: await children({ structure: agentCentre }), totalinscritparcitoyen: 1 });
    const areas = await ok<DashboardAreas>(PATHS.dashboardAreas, 'agent');
    expect({ level: areas.level, centres: areas.centres.map((c) => c.id), governorates: areas.governorates.map((g) => g.id) }).toEqual({
      level: 'centre',
      centres: [agentCentre],
      governorates: [tunis],
    });
  });

  test('the areas: every governorate nationally, the centres of a governorate regionally', async () => {
    const national = await ok<DashboardAreas>(PATHS.dashboardAreas, 'superadmin');
    expect(national.governorates).toHaveLength(24);
    // The vaccine filter's choices: the catalogue's active DCIs, each level alike.
    const active = await t.db.selectFrom('dci').select(['id', 'name']).where('is_active', '=', true).orderBy('name').orderBy('id').execute();
    expect(national.vaccines.map((v) => [v.id, v.nameFr])).toEqual(active.map((d) => [d.id, d.name]));
    expect(national.vaccines.every((v) => v.nameAr.length > 0)).toBe(true);
    const regional = await ok<DashboardAreas>(PATHS.dashboardAreas, 'admin');
    expect(regional.level).toBe('governorate');
    expect(new Set(regional.centres.map((c) => c.governorateId))).toEqual(new Set([tunis]));
    expect(regional.circonscriptions.every((c) => c.governorateId === tunis)).toBe(true);
  });

  test('validation: an end before the start, an age range upside down, a centre outside the circonscription filter', async () => {
    expectFieldError(await call('GET', `${PATHS.vaccinationKpi}?from=2026-02-01&to=2026-01-01`, 'superadmin'), 'to', KIND_FIELD_KEYS.endBeforeStart);
    expectFieldError(await call('GET', `${PATHS.inscriptionKpi}?ageMin=5&ageMax=2`, 'superadmin'), 'ageMax', DASHBOARD_ERROR_KEYS.ageRange);
    const otherGroup = (await t.db.selectFrom('structure').select('group_id').where('id', '=', otherCentre).executeTakeFirstOrThrow()).group_id;
    expectFieldError(
      await call('GET', `${PATHS.vaccinationKpi}?centre=${agentCentre}&circonscription=${otherGroup}`, 'superadmin'),
      'centre',
      'invalid_choice',
    );
  });

  test("the centre's day: doses today, due and overdue as the routine area counts them, requests waiting, serious MAPI of 30 days", async () => {
    const before = await ok<CentreDay>(PATHS.centreDay, 'agent');
    const counts = (await call('GET', VACCINATION_API_PATHS.routineScheduleCounts, 'agent')).json<{ due: number; overdue: number }>();
    const today = tunisToday();
    expect(before).toEqual({
      today,
      appointmentsToday: before.appointmentsToday,
      vaccinatedToday: (await doses({ structure: agentCentre, from: today, to: today })).totalvaccinesCount,
      due: counts.due,
      overdue: counts.overdue,
      requestsWaiting: before.requestsWaiting,
      seriousMapi: before.seriousMapi,
    });
    await t.db
      .insertInto('registration_request')
      .values({
        first_name_fr: 'Sana',
        last_name_fr: 'Ayari',
        first_name_ar: 'سناء',
        last_name_ar: 'العياري',
        phone: '+21620000903',
        national_id: '09000903',
        file_name: 'cin.pdf',
        file_type: 'application/pdf',
        file_size: 1,
        file_content: Buffer.from('x'),
        structure_id: agentCentre,
        governorate_id: tunis,
      })
      .execute();
    const child = await t.db.selectFrom('citizen').select('id').where('structure_id', '=', agentCentre).executeTakeFirstOrThrow();
    const mapi = (eventDate: string) => ({
      child_id: child.id,
      category: 'routine' as const,
      event_date: eventDate,
      start_time: '10:00',
      severity: 'severe',
      description: 'x',
      earlier_side_effect: 'no',
      known_drug_allergy: 'no',
      chronic_disease: 'no',
      medication_taken: 'no',
      investigation_done: false,
      serious: true,
      serious_criteria: ['HOSPITALISATION'],
      outcome: 'recovered',
      structure_id: agentCentre,
    });
    await t.db
      .insertInto('mapi')
      .values([mapi(today), mapi('2000-01-01')] as never)
      .execute();
    const after = await ok<CentreDay>(PATHS.centreDay, 'agent');
    expect({ requests: after.requestsWaiting - before.requestsWaiting, mapi: after.seriousMapi - before.seriousMapi }).toEqual({ requests: 1, mapi: 1 });
    // Another centre sees neither.
    const elsewhere = await ok<CentreDay>(PATHS.centreDay, 'superadmin');
    expect(elsewhere.due).toBeNull();
  });

  test('circonscription level: a centre role with view-dashboard-circonscription sees its circonscription', async () => {
    const role = await t.db.selectFrom('role').select('id').where('code', '=', ROLE_CODES.healthAgent).executeTakeFirstOrThrow();
    await t.db.insertInto('role_permission').values({ role_id: role.id, permission: PERMISSIONS.dashboard.viewCirconscription }).execute();
    const fresh = callerFor(t.app, await tokensFor(t.app, ['agent']));
    const response = await fresh('GET', PATHS.vaccinationKpi, 'agent');
    const kpi = response.json<VaccinationKpi>();
    expect(kpi.level).toBe('circonscription');
    expect(kpi.totalvaccinesCount).toBe((await doses({ group: agentGroup })).totalvaccinesCount);
  });
});
