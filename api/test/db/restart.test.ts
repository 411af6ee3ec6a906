import fs from 'node:fs';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import { openDatabase, type Db } from '../../src/db/connection.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import { REFERENCE_SEEDS } from '../../src/db/seed/index.js';
import { bearer, emptyFolder, signIn, testConfig } from '../support/app.js';
import { describeOncePerRun } from '../support/databases.js';

/** Row counts of the tables the seeds fill. */
async function counts(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, number>>`select
    (select count(*)::int from governorate) as governorates,
    (select count(*)::int from structure) as structures,
    (select count(*)::int from dci) as dci,
    (select count(*)::int from app_user) as users,
    (select count(*)::int from citizen) as children,
    (select count(*)::int from vaccination) as vaccinations,
    (select count(*)::int from seed_run) as seeds`.execute(db);
  return rows[0]!;
}

describeOncePerRun('the embedded database in a folder', () => {
  const dataDir = emptyFolder();
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('a restart keeps every row, runs no seed again, and keeps the tokens valid', async () => {
    const config = testConfig({ database: { kind: 'pglite', dataDir } });

    const first = openDatabase(config.database);
    expect(await prepareDatabase(first, { demoSeed: true })).toMatchObject({
      seeds: [...REFERENCE_SEEDS, 'demo'],
    });
    const structure = await first.selectFrom('structure').select('id').where('code', '=', 'CSB-11-1').executeTakeFirstOrThrow();
    await first
      .insertInto('citizen')
      .values({
        evax_number: '123456789',
        first_name_fr: 'Yasmine',
        last_name_fr: 'Riahi',
        first_name_ar: 'ياسمين',
        last_name_ar: 'الرياحي',
        birth_date: '2025-03-14',
        gender: 'female',
        structure_id: structure.id,
      })
      .execute();
    const before = await counts(first);
    const firstApp = await buildApp({ db: first, config });
    const token = (await signIn(firstApp, 'agent')).access;
    await firstApp.close();
    await first.destroy();

    const second = openDatabase(config.database);
    try {
      expect(await prepareDatabase(second, { demoSeed: true })).toEqual({ migrations: [], seeds: [] });
      expect(await counts(second)).toEqual(before);
      expect(before).toMatchObject({ governorates: 24, users: 30, children: 61, seeds: REFERENCE_SEEDS.length + 1 });
      const kept = await second.selectFrom('citizen').select(['last_name_ar', 'birth_date']).where('evax_number', '=', '123456789').executeTakeFirst();
      expect(kept).toEqual({ last_name_ar: 'الرياحي', birth_date: '2025-03-14' });

      // The signing secret was generated once and kept in the database.
      const secondApp = await buildApp({ db: second, config });
      const me = await secondApp.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.username).toBe('agent');
      await secondApp.close();
    } finally {
      await second.destroy();
    }
  }, 180_000); // an embedded database prepared with the demo seed, closed and opened again: over a minute on a loaded machine
});
