import { sql } from 'kysely';
import type { Db } from '../../src/db/connection.js';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../support/databases.js';

const onPostgres = BACKENDS.includes('postgres') ? describe : describe.skip;

/** The statements this session keeps prepared (their text). */
async function preparedTexts(db: Db): Promise<string[]> {
  const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements where name like 'evax_%'`.execute(db);
  return rows.map((r) => r.statement);
}

/** On PostgreSQL the API's repeated statements are prepared once per connection (db/prepared-statements.ts). */
onPostgres('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await sql`create table prepared_probe (id int primary key, label text)`.execute(database.db);
    await sql`insert into prepared_probe values (1, 'one'), (2, 'two')`.execute(database.db);
  });
  afterAll(() => database.drop());

  test('a parameterised statement is prepared once and answers each call with its own values', async () => {
    await database.db.transaction().execute(async (trx) => {
      const label = (id: number) =>
        trx
          .selectFrom('prepared_probe' as never)
          .select(sql<string>`label`.as('label'))
          .where(sql.ref('id'), '=', id)
          .executeTakeFirst();
      expect(await label(1)).toEqual({ label: 'one' });
      expect(await preparedTexts(trx)).toEqual([]); // met once: not prepared
      expect(await label(2)).toEqual({ label: 'two' });
      expect(await label(1)).toEqual({ label: 'one' });
      const texts = await preparedTexts(trx);
      expect(texts.filter((t) => t.includes('prepared_probe'))).toHaveLength(1);
    });
  });

  test('a statement without values is not prepared', async () => {
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i++) await sql`select 1 as one`.execute(trx);
      expect(await preparedTexts(trx)).not.toContainEqual(expect.stringContaining('select 1 as one'));
    });
  });

  test('a count(*) is prepared; a select * is not, and sees a column added later on the same connection', async () => {
    await database.db.transaction().execute(async (trx) => {
      const count = () => sql<{ n: number }>`select count(*)::int as n from prepared_probe where id > ${0}`.execute(trx);
      await count();
      expect((await count()).rows[0]).toEqual({ n: 2 });
      const all = () => sql<Record<string, unknown>>`select * from prepared_probe where id = ${1}`.execute(trx);
      expect((await all()).rows[0]).toEqual({ id: 1, label: 'one' });
      expect((await all()).rows[0]).toEqual({ id: 1, label: 'one' });
      await sql`alter table prepared_probe add column extra int`.execute(trx);
      expect((await all()).rows[0]).toEqual({ id: 1, label: 'one', extra: null });
      const texts = await preparedTexts(trx);
      expect(texts.some((t) => t.startsWith('select count(*)'))).toBe(true);
      expect(texts.some((t) => t.startsWith('select *'))).toBe(false);
    });
  });
});
