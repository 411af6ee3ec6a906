import {
  apiPath,
  LIST_COUNT_CAP,
  SCHEDULE_STATES,
  VACCINATION_API_PATHS as PATHS,
  type Paged,
  type RoutineFolder,
  type RoutineScheduleCounts,
  type RoutineVaccinationChildRow,
  type ScheduleState,
} from '@evax/shared/contract';
import { BACKENDS } from '../support/databases.js';
import { type Call, callerFor, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { childAged, daysFromToday, doseIn, givenToday, vaccinationForm } from './vaccination-support.js';

const AWAITED = new Set(['due', 'overdue', 'not_yet', 'postponed']);

describe.each(BACKENDS)('routine schedule state in SQL: the list filter and the entry counts, on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  beforeAll(async () => {
    t = await startTestApp(backend);
    tokens = await tokensFor(t.app, ['superadmin', 'admin', 'agent', 'agent2']);
    call = callerFor(t.app, tokens);
  });
  afterAll(() => t.close());

  const folderOf = async (evax: string) => (await call('GET', apiPath(PATHS.routineFolder, { param: evax }), 'agent')).json<RoutineFolder>();
  const list = async (query: string, user = 'agent') =>
    (await call('GET', `${PATHS.routineVaccinationChildren}?page_size=50${query}`, user)).json<Paged<RoutineVaccinationChildRow>>();
  const counts = async (user = 'agent') => (await call('GET', PATHS.routineScheduleCounts, user)).json<RoutineScheduleCounts>();
  const vaccinateToday = async (evax: string, scheduleDoses: number[]) => {
    const form = vaccinationForm({ evaxNumber: evax, vaccines_set: scheduleDoses.map((dose) => givenToday(dose)) });
    const response = await t.app.inject({
      method: 'POST',
      url: PATHS.vaccinationCreate,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${tokens['agent']}` },
    });
    expect(response.statusCode).toBe(201);
  };

  /** A child in each state: overdue (BCG a month late), due (a newborn; and one whose overdue dose is postponed), up to date, complete. */
  async function childrenInEachState(): Promise<Record<string, { evax: string; state: ScheduleState }>> {
    const agent = tokens['agent']!;
    const overdue = await childAged(t, agent, 70);
    const newborn = await childAged(t, agent, 0);
    const postponed = await childAged(t, agent, 70);
    const bcg = doseIn(await folderOf(postponed), 'BCG', 1).scheduleDose;
    const postpone = await call('POST', apiPath(PATHS.vaccinationPostpone, { param: postponed }), 'agent', { scheduleDose: bcg, date: daysFromToday(7) });
    expect(postpone.statusCode).toBe(204);
    const upToDate = await childAged(t, agent, 70);
    const givable = (await call('GET', apiPath(PATHS.routineVaccinesList, { param: upToDate }), 'agent')).json<{ scheduleDose: number }[]>();
    await vaccinateToday(
      upToDate,
      givable.map((e) => e.scheduleDose),
    );
    const complete = await childAged(t, agent, 70, 'female');
    for (const entry of (await folderOf(complete)).entries.filter((e) => AWAITED.has(e.state))) {
      const cancel = await call('POST', apiPath(PATHS.vaccinationCancel, { param: complete }), 'agent', { scheduleDose: entry.scheduleDose, reason: 'Test' });
      expect(cancel.statusCode).toBe(204);
    }
    return {
      overdue: { evax: overdue, state: 'overdue' },
      newborn: { evax: newborn, state: 'due' },
      postponed: { evax: postponed, state: 'due' },
      upToDate: { evax: upToDate, state: 'up_to_date' },
      complete: { evax: complete, state: 'complete' },
    };
  }

  test('the state filter finds each child under the state the booklet computes, and under no other; an unknown state is 400', async () => {
    const children = await childrenInEachState();
    for (const { evax, state } of Object.values(children)) {
      const [row] = (await list(`&search=${evax}`)).results;
      expect(row).toMatchObject({ evaxNumber: evax, scheduleState: state });
      for (const other of SCHEDULE_STATES)
        expect([other, (await list(`&search=${evax}&scheduleState=${other}`)).count]).toEqual([other, other === state ? 1 : 0]);
    }
    // Over the whole centre: every row of a state's page is of that state, and the states add up to the list.
    const all = await list('');
    let total = 0;
    for (const state of SCHEDULE_STATES) {
      const page = await list(`&scheduleState=${state}`);
      expect(page.results.every((r) => r.scheduleState === state)).toBe(true);
      total += page.count;
    }
    expect(total).toBe(all.count);
    expect((await list('&scheduleState=overdue&ageBand=12-24m')).count).toBe(0);
    // A national caller's list by state is counted no further than the cap.
    const national = await list('&scheduleState=overdue', 'superadmin');
    expect(national.results.every((r) => r.scheduleState === 'overdue')).toBe(true);
    expect(national.count).toBeLessThanOrEqual(LIST_COUNT_CAP);
    for (const bad of ['late', 'OVERDUE', '', '1'])
      expect((await call('GET', `${PATHS.routineVaccinationChildren}?scheduleState=${bad}`, 'agent')).statusCode).toBe(400);
  });

  test("the entry's counts: the caller's children due and overdue today, its structure's only; 403 without the permission, 401 without a token", async () => {
    const before = await counts();
    const before2 = await counts('agent2');
    await childrenInEachState();
    expect(await counts()).toEqual({ due: before.due! + 2, overdue: before.overdue! + 1 });
    expect(await counts('agent2')).toEqual(before2);
    // The counts agree with the list's states (the booklet's, computed per child).
    const rows = (await list('')).results;
    const byState = (state: ScheduleState) => rows.filter((r) => r.scheduleState === state).length;
    expect(await counts()).toEqual({ due: byState('due'), overdue: byState('overdue') });
    expect((await call('GET', PATHS.routineScheduleCounts, 'admin')).statusCode).toBe(403);
    expect((await call('GET', PATHS.routineScheduleCounts)).statusCode).toBe(401);
    // A scope wider than one structure is not counted (each child's state is computed).
    expect(await counts('superadmin')).toEqual({ due: null, overdue: null });
  });
});
