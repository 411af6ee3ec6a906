import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { evaxNumberFrom, isValidEvaxNumber } from '@evax/shared/validation';
import { migrateToLatest, SqlFileMigrationProvider } from '../../src/db/migrations.js';
import { SEEDS } from '../../src/db/seed/index.js';
import { BACKENDS, createPreparedDatabase, createTestDatabase, type TestDatabase } from '../support/databases.js';

describe.each(BACKENDS)('citizen schema (%s)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createPreparedDatabase(backend, { demo: true });
  });
  afterAll(() => database.drop());

  test('every demo evax number carries its check digit', async () => {
    const rows = await database.db.selectFrom('citizen').select('evax_number').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !isValidEvaxNumber(r.evax_number))).toEqual([]);
  });

  test('every demo child has its mother linked; some share her with a sibling', async () => {
    const { rows } = await sql<{ children: number; linked: number; mothers: number }>`select
      (select count(*)::int from citizen) as children,
      (select count(distinct child_id)::int from child_parent where role = 'mother') as linked,
      (select count(*)::int from parent) as mothers`.execute(database.db);
    expect(rows[0]!.linked).toBe(rows[0]!.children);
    expect(rows[0]!.mothers).toBeLessThan(rows[0]!.children);
  });

  test('name keys fold spelling variants in both scripts', async () => {
    const { rows } = await sql<{ a: string; b: string; c: string; d: string }>`select
      evax_latin_name_key('Mohamed Ben-Ali') as a, evax_latin_name_key('MOHAMMED benali') as b,
      evax_arabic_name_key('أَحمد بن علي') as c, evax_arabic_name_key('احمـد بنعلي') as d`.execute(database.db);
    expect(rows[0]!.a).toBe(rows[0]!.b);
    expect(rows[0]!.c).toBe(rows[0]!.d);
    const { rows: similar } = await sql<{
      s: number;
    }>`select similarity(evax_latin_name_key('Chaima Trabelsi'), evax_latin_name_key('Shaima Trabelssi')) as s`.execute(database.db);
    expect(similar[0]!.s).toBe(1);
  });

  test('one father and one mother per child; a parent needs an identity paper', async () => {
    const [child] = await database.db.selectFrom('citizen').select(['id', 'structure_id']).limit(1).execute();
    const parent = (values: { national_id?: string; passport_number?: string }) =>
      database.db
        .insertInto('parent')
        .values({
          first_name_fr: 'Ali',
          last_name_fr: 'Test',
          first_name_ar: 'علي',
          last_name_ar: 'تست',
          structure_id: child!.structure_id,
          national_id: null,
          passport_number: null,
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    await expect(parent({})).rejects.toThrow();
    const first = await parent({ national_id: '01234567' });
    const second = await parent({ national_id: '01234568' });
    await database.db.insertInto('child_parent').values({ child_id: child!.id, parent_id: first.id, role: 'father' }).execute();
    await expect(database.db.insertInto('child_parent').values({ child_id: child!.id, parent_id: second.id, role: 'father' }).execute()).rejects.toThrow();
    await database.db.insertInto('child_parent').values({ child_id: child!.id, parent_id: second.id, role: 'guardian' }).execute();
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});

describe.each(BACKENDS)('migration 0024 on a database that had children (%s)', (backend) => {
  test('an evax number given before the check digit gets the Damm digit the shared function computes', async () => {
    const database = await createTestDatabase(backend);
    try {
      const migrator = new Migrator({ db: database.db, provider: new SqlFileMigrationProvider() });
      const { error } = await migrator.migrateTo('0023_catalogue_arabic');
      expect(error).toBeUndefined();
      // The seeds of that version: the reference one gives the structures (later seeds need later migrations).
      await database.db.transaction().execute((trx) => SEEDS.reference(trx));
      const structure = await database.db.selectFrom('structure').select('id').limit(1).executeTakeFirstOrThrow();
      const bodies = ['12345678', '99999999', '10000000', '57204931'];
      for (const [index, body] of bodies.entries()) {
        const wrong = body + String((Number(evaxNumberFrom(body)[8]) + 1) % 10);
        await sql`insert into citizen (evax_number, first_name_fr, last_name_fr, first_name_ar, last_name_ar, birth_date, gender, structure_id)
          values (${wrong}, ${'Ali' + index}, 'Test', 'علي', 'تست', '2020-01-01', 'male', ${structure.id})`.execute(database.db);
      }
      await migrateToLatest(database.db);
      const rows = await database.db.selectFrom('citizen').select('evax_number').orderBy('id').execute();
      expect(rows.map((r) => r.evax_number)).toEqual(bodies.map(evaxNumberFrom));
    } finally {
      await database.drop();
    }
  });
});
