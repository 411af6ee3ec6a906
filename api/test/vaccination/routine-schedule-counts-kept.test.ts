import { apiPath, VACCINATION_API_PATHS as PATHS, type Paged, type RoutineScheduleCounts, type RoutineVaccinationChildRow } from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import { sql } from 'kysely';
import { keptScheduleCounts } from '../../src/modules/vaccination/routine/schedule-counts.js';
import { BACKENDS } from '../support/databases.js';
import { type Call, callerFor, defaultStructureOf, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { childAged, daysFromToday, doseIn } from './vaccination-support.js';

/** Migration 0035: a structure's due and overdue counts, kept for the day until a write marks them stale. */
describe.each(BACKENDS)('routine due and overdue counts, kept per structure and day, on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  let structureId: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    tokens = await tokensFor(t.app, ['agent', 'admin']);
    call = callerFor(t.app, tokens);
    structureId = await defaultStructureOf(t.db, 'agent');
  });
  afterAll(() => t.close());

  const counts = async () => (await call('GET', PATHS.routineScheduleCounts, 'agent')).json<RoutineScheduleCounts>();
  const kept = () => t.db.selectFrom('routine_schedule_count').selectAll().where('structure_id', '=', structureId).executeTakeFirst();
  const markStale = () => sql`select evax_schedule_count_stale(${structureId})`.execute(t.db);
  const counted = (state: string) =>
    call('GET', `${PATHS.routineVaccinationChildren}?page_size=10&scheduleState=${state}`, 'agent').then((r) => r.json<Paged<RoutineVaccinationChildRow>>());

  test("a read keeps the day's counts; the next read answers them without counting again", async () => {
    const first = await counts();
    expect(await kept()).toMatchObject({ counted_on: tunisToday(), due: first.due, overdue: first.overdue });
    // Kept counts are answered as they are: a value written in the row comes back.
    await t.db.updateTable('routine_schedule_count').set({ due: 4242 }).where('structure_id', '=', structureId).execute();
    expect((await counts()).due).toBe(4242);
    await markStale();
    expect(await counts()).toEqual(first);
  });

  test("the API's PostgreSQL connections run without JIT compilation (it cost 340 ms on a centre's count)", async () => {
    if (backend !== 'postgres') return;
    const { rows } = await sql<{ jit: string }>`show jit`.execute(t.db);
    expect(rows[0]!.jit).toBe('off');
  });

  test("the API's PostgreSQL connections plan no parallel workers (their start cost 140-330 ms on a centre's parents page)", async () => {
    if (backend !== 'postgres') return;
    const { rows } = await sql<{ max_parallel_workers_per_gather: string }>`show max_parallel_workers_per_gather`.execute(t.db);
    expect(rows[0]!.max_parallel_workers_per_gather).toBe('0');
  });

  test("yesterday's counts are counted again", async () => {
    const today = await counts();
    await t.db
      .updateTable('routine_schedule_count')
      .set({ counted_on: daysFromToday(-1), due: 4242 })
      .where('structure_id', '=', structureId)
      .execute();
    expect(await counts()).toEqual(today);
  });

  test('a child registered, vaccinated, postponed, or its birth date corrected: the counts follow at once', async () => {
    const agent = tokens['agent']!;
    const before = await counts();
    const late = await childAged(t, agent, 70);
    expect(await counts()).toEqual({ due: before.due, overdue: before.overdue! + 1 });
    const folder = (await call('GET', apiPath(PATHS.routineFolder, { param: late }), 'agent')).json();
    const bcg = doseIn(folder, 'BCG', 1).scheduleDose;
    expect((await call('POST', apiPath(PATHS.vaccinationPostpone, { param: late }), 'agent', { scheduleDose: bcg, date: daysFromToday(7) })).statusCode).toBe(
      204,
    );
    expect(await counts()).toEqual({ due: before.due! + 1, overdue: before.overdue });
    // Born today instead: nothing is overdue at birth, the postponed BCG stays due.
    await t.db.updateTable('citizen').set({ birth_date: tunisToday() }).where('evax_number', '=', late).execute();
    const corrected = await counts();
    expect(corrected.overdue).toBe(before.overdue);
    // The list by state counts the structure's own children exactly, from the same kept counts.
    expect((await counted('overdue')).count).toBe(corrected.overdue);
    expect((await counted('due')).count).toBe(corrected.due);
  });

  test("the schedule corrected by an administrator marks every structure's counts stale", async () => {
    await counts();
    expect((await kept())?.counted_on).toBe(tunisToday());
    await sql`update routine_schedule_dose set min_interval_days = min_interval_days where id = (select min(id) from routine_schedule_dose)`.execute(t.db);
    expect(await kept()).toMatchObject({ counted_on: null, due: null, overdue: null });
  });

  test('counts computed while a write marked the structure stale are answered but not kept', async () => {
    const truth = await counts();
    await markStale();
    const raced = await keptScheduleCounts(t.db, structureId, async () => {
      await markStale();
      return { due: 4242, overdue: 4242 };
    });
    expect(raced).toEqual({ due: 4242, overdue: 4242 });
    expect(await kept()).toMatchObject({ counted_on: null, due: null });
    expect(await counts()).toEqual(truth);
  });
});
