import { sql } from 'kysely';
import { VACCINATION_STATUS } from '@evax/shared/contract';
import { isValidEvaxNumber } from '@evax/shared/validation';
import { REFERENCE_SEEDS, runSeeds } from '../../src/db/seed/index.js';
import { healthCentreCode } from '../../src/db/seed/reference/structures.js';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../support/databases.js';
import { migrateToLatest } from '../../src/db/migrations.js';

const count = async (database: TestDatabase, query: ReturnType<typeof sql<{ n: number }>>) => (await query.execute(database.db)).rows[0]!.n;

describe.each(BACKENDS)('the demo volume seed (%s)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await migrateToLatest(database.db);
    expect(await runSeeds(database.db, { demo: true, volume: true })).toEqual([...REFERENCE_SEEDS, 'demo', 'demo-volume']);
  });
  afterAll(() => database.drop());

  test("the agent's centre holds a few hundred children, each with a valid evax number and a mother", async () => {
    const atAgentCentre = await count(
      database,
      sql<{ n: number }>`select count(*)::int as n from citizen c join structure s on s.id = c.structure_id where s.code = ${healthCentreCode('11', 1)}`,
    );
    expect(atAgentCentre).toBeGreaterThanOrEqual(200);
    expect(atAgentCentre).toBeLessThan(600);
    const numbers = (await database.db.selectFrom('citizen').select('evax_number').execute()).map((row) => row.evax_number);
    expect(numbers.every(isValidEvaxNumber)).toBe(true);
    expect(
      await count(
        database,
        sql<{
          n: number;
        }>`select count(*)::int as n from citizen c where not exists (select 1 from child_parent l where l.child_id = c.id and l.role = 'mother')`,
      ),
    ).toBe(0);
  });

  test('siblings share their mother, some births are premature with lighter measures, some families are foreign', async () => {
    expect(
      await count(database, sql<{ n: number }>`select count(*)::int as n from (select parent_id from child_parent group by parent_id having count(*) > 1) t`),
    ).toBeGreaterThan(30);
    const { rows } = await sql<{ birth_type: string; n: number; weight: number }>`
      select birth_type, count(*)::int as n, avg(birth_weight_kg)::float as weight from citizen where birth_weight_kg is not null group by birth_type`.execute(
      database.db,
    );
    const band = (type: string) => rows.find((row) => row.birth_type === type);
    expect(band('normal')!.weight).toBeGreaterThan(2.8);
    expect(band('premature_32_36')!.n).toBeGreaterThan(5);
    expect(band('premature_32_36')!.weight).toBeLessThan(band('normal')!.weight);
    const foreign = await count(database, sql<{ n: number }>`select count(*)::int as n from citizen where nationality <> 'TN' and passport_number is not null`);
    expect(foreign).toBeGreaterThan(3);
  });

  test('every child past its first dose age has its routine doses, and the next one planned', async () => {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from citizen c where c.birth_date < current_date - 60
      and not exists (select 1 from vaccination v where v.citizen_id = c.id and v.status = ${VACCINATION_STATUS.done})`.execute(database.db);
    expect(rows[0]!.n).toBe(0);
  });
});
