import {
  apiPath,
  VACCINATION_API_PATHS as PATHS,
  type Paged,
  type RoutineFolder,
  type RoutineScheduleCounts,
  type RoutineVaccinationChildRow,
} from '@evax/shared/contract';
import { dayNumber, isoDay, tunisToday } from '@evax/shared/validation';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connection.js';
import { computeStaleStates, countKeptStates } from '../../src/modules/vaccination/routine/kept-state-queries.js';
import { countStates } from '../../src/modules/vaccination/routine/schedule-count-queries.js';
import { runScheduleStateJob, startScheduleStateJob } from '../../src/modules/vaccination/routine/schedule-state-job.js';
import { SCHEDULE_STATE_LEVEL, scheduleStateOf } from '../../src/modules/vaccination/routine/schedule-state-queries.js';
import { BACKENDS } from '../support/databases.js';
import { type Call, callerFor, defaultStructureOf, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { childAged, daysFromToday, doseIn, givenToday, vaccinationForm } from './vaccination-support.js';

/** Every child of the structure (or of the country) in its state on `today`, computed afresh: what the kept states must equal. */
async function recount(db: Db, today: string, structureId: number | null): Promise<{ due: number; overdue: number }> {
  const { rows } = await sql<{ level: number; children: number }>`
    select k.level, count(*)::int as children from citizen c cross join lateral (${scheduleStateOf(today)}) k
    where ${structureId === null ? sql`true` : sql`c.structure_id = ${structureId}`} group by k.level`.execute(db);
  const of = (level: number) => Number(rows.find((r) => Number(r.level) === level)?.children ?? 0);
  return { due: of(SCHEDULE_STATE_LEVEL.due), overdue: of(SCHEDULE_STATE_LEVEL.overdue) };
}

/** A clock at noon in Tunis on `day`. */
const noonOn = (day: string) => ({ now: () => new Date(`${day}T11:00:00Z`) });
const staleRows = async (db: Db, today: string) =>
  Number((await sql<{ n: number }>`select count(*)::int as n from child_schedule_state where changes_on <= ${today}::date`.execute(db)).rows[0]!.n);

/** Migration 0047: each child's schedule state kept, marked by the writes, computed again by a read or the daily job. */
describe.each(BACKENDS)('routine schedule states kept per child on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  let structureId: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    tokens = await tokensFor(t.app, ['agent', 'agent2', 'superadmin']);
    call = callerFor(t.app, tokens);
    structureId = await defaultStructureOf(t.db, 'agent');
  });
  afterAll(() => t.close());

  const today = () => tunisToday();
  const folderOf = async (evax: string) => (await call('GET', apiPath(PATHS.routineFolder, { param: evax }), 'agent')).json<RoutineFolder>();
  const vaccinate = (evax: string, doses: object[]) => {
    const form = vaccinationForm({ evaxNumber: evax, vaccines_set: doses });
    return t.app.inject({
      method: 'POST',
      url: PATHS.vaccinationCreate,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${tokens['agent']}` },
    });
  };
  const routeCounts = async () => (await call('GET', PATHS.routineScheduleCounts, 'agent')).json<RoutineScheduleCounts>();

  /** After a write: the next count computes the children it marked (`written`) and no other, and equals a recount. */
  async function expectKept(written: number) {
    expect(await computeStaleStates(t.db, today(), { structureId })).toBe(written);
    const truth = await recount(t.db, today(), structureId);
    expect(await countKeptStates(t.db, structureId)).toEqual(truth);
    expect(await routeCounts()).toEqual(truth);
  }

  test('registered, vaccinated, edited, cancelled, postponed, birth date corrected, moved: the written child alone is computed, the counts equal a recount', async () => {
    await computeStaleStates(t.db, today(), { structureId });
    const agent = tokens['agent']!;
    const late = await childAged(t, agent, 70);
    await expectKept(1);
    const givable = (await call('GET', apiPath(PATHS.routineVaccinesList, { param: late }), 'agent')).json<{ scheduleDose: number }[]>();
    expect(
      (
        await vaccinate(
          late,
          givable.map((e) => givenToday(e.scheduleDose)),
        )
      ).statusCode,
    ).toBe(201);
    await expectKept(1);
    const penta1 = doseIn(await folderOf(late), 'pentavalent', 1).vaccination!.id;
    const edit = await t.app.inject({
      method: 'PUT',
      url: apiPath(PATHS.vaccinationEdit, { param: String(penta1) }),
      headers: { authorization: `Bearer ${agent}` },
      payload: { lotNumber: 'L-2', injectionSite: 'RIGHT_THIGH', vaccinationDate: daysFromToday(-1) },
    });
    expect(edit.statusCode).toBe(204);
    await expectKept(1);

    const other = await childAged(t, agent, 70, 'female');
    await expectKept(1);
    const bcg = doseIn(await folderOf(other), 'BCG', 1).scheduleDose;
    expect((await call('POST', apiPath(PATHS.vaccinationPostpone, { param: other }), 'agent', { scheduleDose: bcg, date: daysFromToday(7) })).statusCode).toBe(
      204,
    );
    await expectKept(1);
    const penta = doseIn(await folderOf(other), 'pentavalent', 1).scheduleDose;
    expect((await call('POST', apiPath(PATHS.vaccinationCancel, { param: other }), 'agent', { scheduleDose: penta, reason: 'Test' })).statusCode).toBe(204);
    await expectKept(1);
    await t.db.updateTable('citizen').set({ birth_date: tunisToday() }).where('evax_number', '=', other).execute();
    await expectKept(1);

    // Moved to agent2's centre: both centres' kept counts follow.
    const elsewhere = await t.db.selectFrom('structure').select('id').where('id', '<>', structureId).where('type', '=', 'CSB').executeTakeFirstOrThrow();
    await computeStaleStates(t.db, today(), { structureId: elsewhere.id });
    await t.db.updateTable('citizen').set({ structure_id: elsewhere.id }).where('evax_number', '=', late).execute();
    await expectKept(0);
    expect(await computeStaleStates(t.db, today(), { structureId: elsewhere.id })).toBe(1);
    expect(await countKeptStates(t.db, elsewhere.id)).toEqual(await recount(t.db, today(), elsewhere.id));
  });

  test("the schedule corrected by an administrator: every child's state is computed again", async () => {
    await computeStaleStates(t.db, today(), { structureId });
    const children = Number(
      (
        await t.db
          .selectFrom('citizen')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('structure_id', '=', structureId)
          .executeTakeFirstOrThrow()
      ).n,
    );
    await sql`update routine_schedule_dose set min_interval_days = min_interval_days where id = (select min(id) from routine_schedule_dose)`.execute(t.db);
    await expectKept(children);
  });

  test('the national list by a rare state answers the children in that state, written ones included', async () => {
    const newborn = await childAged(t, tokens['agent']!, 0);
    for (const state of ['due', 'overdue'] as const) {
      const listed = (await call('GET', `${PATHS.routineVaccinationChildren}?page_size=10&scheduleState=${state}`, 'superadmin')).json<
        Paged<RoutineVaccinationChildRow>
      >();
      expect(listed.count).toBe((await recount(t.db, today(), null))[state]);
      expect(listed.results.every((row) => row.scheduleState === state)).toBe(true);
    }
    const found = (await call('GET', `${PATHS.routineVaccinationChildren}?search=${newborn}&scheduleState=due`, 'superadmin')).json<
      Paged<RoutineVaccinationChildRow>
    >();
    expect(found.results.map((r) => r.evaxNumber)).toEqual([newborn]);
    expect(await staleRows(t.db, today())).toBe(0);
  });

  test('the daily job, inside the API, computes every stale state at start-up; a second run finds none', async () => {
    await sql`update child_schedule_state set changes_on = '-infinity'`.execute(t.db);
    const logged: unknown[] = [];
    const log = { info: (...args: unknown[]) => logged.push(args), error: (...args: unknown[]) => logged.push(args) };
    const job = startScheduleStateJob(t.db, log as never, noonOn(today()));
    await job.firstRun;
    job.stop();
    expect(await staleRows(t.db, today())).toBe(0);
    expect(logged).toHaveLength(1);
    expect(await runScheduleStateJob(t.db, noonOn(today()))).toBe(0);
    expect(await countKeptStates(t.db, structureId)).toEqual(await recount(t.db, today(), structureId));
  });

  // Last: the kept states are then computed for days ahead of the real one.
  test('across date boundaries: day after day, the job computes the children whose state changes that day, and the counts equal a recount', async () => {
    const agent = tokens['agent']!;
    await childAged(t, agent, 0); // BCG due today, overdue a month on
    await childAged(t, agent, 50); // the first pentavalent due in ten days
    await runScheduleStateJob(t.db, noonOn(today()));
    let changed = 0;
    for (let ahead = 1; ahead <= 75; ahead += 2) {
      const day = isoDay(dayNumber(today()) + ahead);
      // One day in two the job runs first; on the others a read of the counts computes what the day changed.
      if (ahead % 4 === 1) {
        changed += await runScheduleStateJob(t.db, noonOn(day));
        expect(await runScheduleStateJob(t.db, noonOn(day))).toBe(0);
      }
      expect([day, await countStates(t.db, structureId, day)]).toEqual([day, await recount(t.db, day, structureId)]);
    }
    expect(changed).toBeGreaterThan(1);
  });
});
