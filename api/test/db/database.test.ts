import { sql } from 'kysely';
import { PERMISSIONS, VACCINATION_STATUS, isPermission } from '@evax/shared/contract';
import { loadConfig } from '../../src/config.js';
import { migrateToLatest } from '../../src/db/migrations.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import { REFERENCE_SEEDS, runSeeds } from '../../src/db/seed/index.js';
import { CATALOGUE_ANTIGENS, DCI_CATALOGUE } from '../../src/db/seed/reference/dci-catalogue.js';
import { ROLE_CODES } from '../../src/db/seed/reference/roles.js';
import { BACKENDS, createPreparedDatabase, createTestDatabase, type TestDatabase } from '../support/databases.js';

const TABLES = [
  'allergy',
  'app_setting',
  'app_user',
  'audit_log',
  'certificate_signing_key',
  'child_count',
  'child_parent',
  'child_schedule_state',
  'citizen',
  'citizen_space_code',
  'dci',
  'delegation',
  'governorate',
  'growth_metric',
  'head_circumference_metric',
  'international_vaccination',
  'login_throttle',
  'mapi',
  'mapi_vaccination',
  'medical_folder_closure',
  'option_list',
  'option_list_item',
  'otp_challenge',
  'parent',
  'password_reset_token',
  'rabies_dose',
  'rabies_reminder',
  'rabies_sheet',
  'rate_counter',
  'registration_request',
  'revoked_token',
  'role',
  'role_permission',
  'routine_schedule_count',
  'routine_schedule_dose',
  'seasonal_campaign',
  'seed_run',
  'sms_outbox',
  'specialty',
  'structure',
  'structure_availability',
  'structure_group',
  'structure_parent',
  'structure_unavailability',
  'user_structure',
  'vaccination',
  'vaccination_certificate',
  'vaccination_file',
  'vaccine_allergy_precaution',
];

async function count(database: TestDatabase, table: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db);
  return rows[0]!.n;
}

describe.each(BACKENDS)('database on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(() => database.drop());

  test('the migrations create every table, and running them again changes nothing', async () => {
    const applied = await migrateToLatest(database.db);
    expect(applied.map((m) => m.migrationName)).toEqual([
      '0001_geography_and_structures',
      '0002_accounts',
      '0003_system',
      '0004_vaccines',
      '0005_citizens',
      '0010_reference_catalogue',
      '0020_account_security',
      '0021_sms_outbox_masked',
      '0022_french_place_names',
      '0023_catalogue_arabic',
      '0024_children_and_parents',
      '0025_registration_requests',
      '0026_medical_folder',
      '0027_vaccination_schedule',
      '0028_national_scale_indexes',
      '0029_audit_concerns_child',
      '0030_mapi',
      '0031_vaccination_kinds',
      '0032_routine_vaccination_edit_allergy_file',
      '0033_audit_append_only',
      '0034_catalogue_vaccine_antigens',
      '0035_routine_schedule_counts',
      '0040_registration_identity_and_scope',
      '0041_citizen_space_phone_change',
      '0045_caller_notifications',
      '0046_child_search_by_identity_paper',
      '0047_child_schedule_state',
      '0048_structure_parent',
      '0050_dci_validity',
      '0051_routine_dose_abroad',
      '0053_parent_merge',
      '0054_rabies_sheet',
      '0055_rabies_reminder',
      '0059_user_admin',
      '0060_audit_log_viewer',
      '0061_dashboard_indexes',
      '0067_structure_availability',
      '0068_structure_parent_registration',
      '0069_vaccination_certificate',
    ]);
    expect(applied.every((m) => m.status === 'Success')).toBe(true);
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%' order by table_name`.execute(
      database.db,
    );
    expect(rows.map((r) => r.table_name)).toEqual(TABLES);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  test('the reference seed: 24 governorates, 264 delegations, structures with groups, roles, the DCI catalogue', async () => {
    expect(await runSeeds(database.db, { demo: false })).toEqual(REFERENCE_SEEDS);
    expect(await count(database, 'governorate')).toBe(24);
    expect(await count(database, 'delegation')).toBe(264);
    const { rows: missingArabic } = await sql<{ n: number }>`select count(*)::int as n from delegation where name_ar is null`.execute(database.db);
    expect(missingArabic[0]!.n).toBe(45);

    const perGovernorate = await database.db
      .selectFrom('governorate as g')
      .leftJoin('structure as s', 's.governorate_id', 'g.id')
      .select([
        'g.code',
        sql<number>`count(s.id) filter (where s.type = 'CSB')::int`.as('centres'),
        sql<number>`count(s.id) filter (where s.type = 'REGIONAL_DIRECTORATE')::int`.as('directorates'),
      ])
      .groupBy('g.code')
      .execute();
    expect(perGovernorate).toHaveLength(24);
    for (const g of perGovernorate) {
      expect(g.directorates).toBe(1);
      expect(g.centres).toBeGreaterThanOrEqual(2);
    }
    const tunisCentre = await database.db
      .selectFrom('structure as s')
      .innerJoin('structure_group as g', 'g.id', 's.group_id')
      .select(['s.name_fr', 's.name_ar', 'g.name_fr as group_fr'])
      .where('s.code', '=', 'CSB-11-1')
      .executeTakeFirstOrThrow();
    expect(tunisCentre).toEqual({
      name_fr: 'Centre de santé de base Carthage',
      name_ar: 'مركز الصحة الأساسية بقرطاج',
      group_fr: 'Circonscription sanitaire de Carthage',
    });

    const permissions = await database.db.selectFrom('role_permission').select('permission').distinct().execute();
    expect(permissions.length).toBeGreaterThan(20);
    expect(permissions.every((p) => isPermission(p.permission))).toBe(true);

    expect(await count(database, 'dci')).toBe(DCI_CATALOGUE.length);
    // Every catalogue vaccine named in CATALOGUE_ANTIGENS is seeded with its antigens (0034), the allergy precautions' key.
    const withAntigens = await database.db
      .selectFrom('dci')
      .select(['name', 'antigens'])
      .where(sql<boolean>`cardinality(antigens) > 0`)
      .execute();
    expect(Object.fromEntries(withAntigens.map((d) => [d.name, d.antigens]))).toEqual(CATALOGUE_ANTIGENS);
    expect(DCI_CATALOGUE.length).toBeGreaterThanOrEqual(25);
    const bcg = await database.db
      .selectFrom('routine_schedule_dose as d')
      .innerJoin('dci', 'dci.id', 'd.dci_id')
      .select(['d.age_code', 'd.age_days', 'dci.age_range'])
      .where('dci.name', 'like', 'BCG%')
      .execute();
    expect(bcg).toEqual([{ age_code: 'B', age_days: 0, age_range: ['B'] }]);
    const penta = await database.db
      .selectFrom('routine_schedule_dose as d')
      .innerJoin('dci', 'dci.id', 'd.dci_id')
      .select('d.age_code')
      .where('dci.name', 'like', '%pentavalent%')
      .orderBy('d.dose_number')
      .execute();
    expect(penta.map((d) => d.age_code)).toEqual(['M2', 'M3', 'M6']);
  });

  test('the demo seed: named accounts with argon2id hashes, ~60 children vaccinated as their age calls for', async () => {
    expect(await runSeeds(database.db, { demo: true })).toEqual(['demo']);
    expect(await count(database, 'app_user')).toBe(30);
    const named = await database.db
      .selectFrom('app_user')
      .select(['username', 'password_hash', 'first_login'])
      .where('username', 'in', ['superadmin', 'dssb', 'admin', 'agent', 'agent2'])
      .execute();
    expect(named).toHaveLength(5);
    for (const user of named) {
      expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
      expect(user.first_login).toBe(false);
    }
    expect(new Set(named.map((u) => u.password_hash)).size).toBe(5); // each its own salt

    expect(await count(database, 'citizen')).toBe(60);
    const { rows: outOfRange } = await sql<{ n: number }>`
      select count(*)::int as n from citizen
      where birth_date > current_date or birth_date < current_date - 6 * 366 or evax_number !~ '^[0-9]{9}$'`.execute(database.db);
    expect(outOfRange[0]!.n).toBe(0);
    // A dose given before the age the schedule sets, or in the future, would be inconsistent.
    const { rows: inconsistent } = await sql<{ n: number }>`
      select count(*)::int as n from vaccination v
      join citizen c on c.id = v.citizen_id
      join routine_schedule_dose d on d.id = v.schedule_dose_id
      where v.status = ${VACCINATION_STATUS.done}
        and (v.vaccination_date < c.birth_date + d.age_days or v.vaccination_date > current_date)`.execute(database.db);
    expect(inconsistent[0]!.n).toBe(0);
    const { rows: given } = await sql<{ n: number }>`select count(*)::int as n from vaccination where status = ${VACCINATION_STATUS.done}`.execute(database.db);
    expect(given[0]!.n).toBeGreaterThan(100);
  });

  test('the seeds run once: a second run adds no row', async () => {
    const before = await Promise.all(TABLES.map((t) => count(database, t)));
    expect(await prepareDatabase(database.db, { demoSeed: true })).toEqual({ migrations: [], seeds: [] });
    expect(await Promise.all(TABLES.map((t) => count(database, t)))).toEqual(before);
  });

  test.each([
    ['campaign-permissions', Object.values(PERMISSIONS.seasonalCampaign)],
    ['audit-log-permission', [PERMISSIONS.admin.viewAuditLog]],
  ] as const)('a database seeded before the seed %s: its ADMIN role gets the permissions at the next start, once', async (seed, granted) => {
    const adminHas = async () =>
      (
        await database.db
          .selectFrom('role_permission as rp')
          .innerJoin('role as r', 'r.id', 'rp.role_id')
          .select('rp.permission')
          .where('r.code', '=', ROLE_CODES.admin)
          .where('rp.permission', 'in', granted)
          .execute()
      ).map((row) => row.permission);
    expect((await adminHas()).sort()).toEqual([...granted].sort());
    // As such a database stands: the role without them, the seed never run.
    await database.db.deleteFrom('role_permission').where('permission', 'in', granted).execute();
    await database.db.deleteFrom('seed_run').where('name', '=', seed).execute();
    expect(await runSeeds(database.db, { demo: false })).toEqual([seed]);
    expect((await adminHas()).sort()).toEqual([...granted].sort());
    // Removed again by an administrator: a later start does not put them back.
    await database.db.deleteFrom('role_permission').where('permission', 'in', granted).execute();
    expect(await runSeeds(database.db, { demo: false })).toEqual([]);
    expect(await adminHas()).toEqual([]);
  });
});

describe.each(BACKENDS)("the tests' prepared databases on %s (copies of the run's templates)", (backend) => {
  test.each([true, false])('demo %s: what prepareDatabase makes, with nothing left to run, and each copy its own', async (demo) => {
    const [first, second] = await Promise.all([createPreparedDatabase(backend, { demo }), createPreparedDatabase(backend, { demo })]);
    try {
      expect(await prepareDatabase(first.db, { demoSeed: demo })).toEqual({ migrations: [], seeds: [] });
      expect(await count(first, 'governorate')).toBe(24);
      expect(await count(first, 'app_user')).toBe(demo ? 30 : 0);
      await sql`delete from option_list_item`.execute(first.db);
      expect(await count(second, 'option_list_item')).toBeGreaterThan(0);
    } finally {
      await Promise.all([first.drop(), second.drop()]);
    }
  });
});

const onPostgres = BACKENDS.includes('postgres') ? describe : describe.skip;

onPostgres('the demo seed on a PostgreSQL server', () => {
  test('is not run unless EVAX_DEMO_SEED=1 asks for it', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const withoutFlag = loadConfig({ DATABASE_URL: process.env.DATABASE_URL });
      expect(await prepareDatabase(database.db, { demoSeed: withoutFlag.demoSeed })).toMatchObject({
        seeds: REFERENCE_SEEDS,
      });
      expect(await count(database, 'app_user')).toBe(0);
      expect(await count(database, 'citizen')).toBe(0);
      expect(await count(database, 'governorate')).toBe(24);

      const withFlag = loadConfig({ DATABASE_URL: process.env.DATABASE_URL, EVAX_DEMO_SEED: '1' });
      expect(await prepareDatabase(database.db, { demoSeed: withFlag.demoSeed })).toMatchObject({ seeds: ['demo'] });
      expect(await count(database, 'app_user')).toBe(30);
    } finally {
      await database.drop();
    }
  });
});
