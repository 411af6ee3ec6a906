import { HTTP_ERROR_KEYS, KIND_FIELD_KEYS, RABIES_API_PATHS as PATHS, type RabiesDashboard, type RabiesFicheCreated } from '@evax/shared/contract';
import { dayNumber, isoDay, tunisToday } from '@evax/shared/validation';
import { FakeClock, startAccountApp, type AccountTestApp } from '../support/account.js';
import { callerFor, expectFieldError, tokensFor, type Call, type TestApp } from '../support/app.js';
import { BACKENDS } from '../support/databases.js';
import { childAged } from './vaccination-support.js';

/**
 * The anti-rabies dashboard (issue 31; spec 2 §2 /vaccine-antirabique, §4, §6): each figure on a
 * small known set of sheets (this file's database has no other), the period, the governorate, the
 * caller's scope and the permission; the clock moves to make doses late and sheets open too long.
 */
describe.each(BACKENDS)('anti-rabies dashboard on %s', (backend) => {
  let t: AccountTestApp;
  let tokens: Record<string, string>;
  let call: Call;
  const clock = new FakeClock(new Date().toISOString());
  const realNow = () => new Date();
  const today = () => tunisToday(clock.now());
  const day = (offset: number) => isoDay(dayNumber(tunisToday(realNow())) + offset);
  let tunis: number;
  let sousse: number;
  /** The sheets: A category III and B category II in progress, C complete, D preventive in progress, E closed 40 days ago. */
  const ids: Record<'a' | 'b' | 'c' | 'd' | 'e', number> = { a: 0, b: 0, c: 0, d: 0, e: 0 };

  const aggression = (extra: object = {}) => ({ date: day(-1), attackType: 'BITE', lesionCount: 2, lesionLocations: ['HAND'], lesionDepth: 'DEEP', ...extra });
  const categoryThree = (evaxNumber: string) => ({
    evaxNumber,
    preventive: false,
    weightKg: 30,
    aggression: aggression(),
    animal: { species: 'DOG', state: 'STRAY' },
    history: { previousTreatment: 'NONE' },
    serum: { ampoules: 2, totalMl: 5, infiltratedMl: 4, intramuscularMl: 1 },
  });
  const categoryTwo = (evaxNumber: string) => ({
    evaxNumber,
    preventive: false,
    weightKg: 60,
    aggression: aggression({ attackType: 'SCRATCH', lesionCount: 1, lesionDepth: 'SUPERFICIAL' }),
    animal: { species: 'CAT', state: 'KNOWN_OBSERVED' },
    history: { previousTreatment: 'NONE' },
  });
  const preventive = (evaxNumber: string) => ({ evaxNumber, preventive: true, weightKg: 50, history: { previousTreatment: 'NONE' } });

  beforeAll(async () => {
    t = await startAccountApp(backend, { clock });
    tokens = await tokensFor(t.app, ['superadmin', 'admin', 'agent', 'agent2']);
    call = callerFor(t.app, tokens);
    const open = async (body: (evax: string) => object) => {
      const response = await call('POST', PATHS.rabiesFicheCreate, 'agent', body(await childAged(t as unknown as TestApp, tokens['agent']!, 3000)));
      expect(response.statusCode).toBe(201);
      return response.json<RabiesFicheCreated>().ficheId;
    };
    ids.a = await open(categoryThree);
    ids.b = await open(categoryTwo);
    ids.c = await open(categoryTwo);
    ids.d = await open(preventive);
    ids.e = await open(categoryThree);
    // C's protocol complete (its four visits are the routes' own tests'); E closed and opened 40 days ago.
    await t.db
      .updateTable('rabies_sheet')
      .set({ state: 'CLOSED', closure_reason: 'COMPLETE', doses_done: 4, next_dose_date: null })
      .where('id', '=', ids.c)
      .execute();
    expect((await call('POST', `/api/vaccination_antirabique/fiche/${ids.e}/closure`, 'agent', { reason: 'OTHER' })).statusCode).toBe(200);
    await t.db
      .updateTable('rabies_sheet')
      .set({ created_at: new Date(realNow().getTime() - 40 * 86_400_000) })
      .where('id', '=', ids.e)
      .execute();
    const place = await t.db
      .selectFrom('rabies_sheet as rs')
      .innerJoin('citizen as c', 'c.id', 'rs.citizen_id')
      .innerJoin('structure as s', 's.id', 'c.structure_id')
      .where('rs.id', '=', ids.a)
      .select('s.governorate_id')
      .executeTakeFirstOrThrow();
    tunis = place.governorate_id;
    sousse = (await t.db.selectFrom('governorate').where('id', '<>', tunis).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    // A demo database on PGlite takes most of a minute on a loaded machine.
  }, 180_000);
  afterAll(() => t.close());
  beforeEach(() => clock.set(realNow()));

  const dashboard = async (user: string, query = '') => {
    const response = await call('GET', `${PATHS.rabiesDashboard}${query}`, user);
    expect(response.statusCode).toBe(200);
    return response.json<RabiesDashboard>();
  };

  test('401 without a token, 403 without the permission (admin)', async () => {
    expect((await call('GET', PATHS.rabiesDashboard)).statusCode).toBe(401);
    const forbidden = await call('GET', PATHS.rabiesDashboard, 'admin');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<{ key: string }>().key).toBe(HTTP_ERROR_KEYS.FORBIDDEN);
  });

  test('each figure today: opened, in progress, complete, category III share; none late yet', async () => {
    const answer = await dashboard('agent');
    expect(answer.kpis).toEqual({
      opened: 5,
      inProgress: 3,
      complete: 1,
      absent: 0,
      categoryIII: 2,
      categorized: 4,
      categoryIIIShare: 0.5,
      openTooLong: 0,
    });
    expect(answer.byCategory).toEqual([
      { category: 'I', count: 0 },
      { category: 'II', count: 2 },
      { category: 'III', count: 2 },
      { category: 'NONE', count: 1 },
    ]);
    const thisMonth = today().slice(0, 7);
    const fortyDaysAgo = day(-40).slice(0, 7);
    expect(answer.byMonth).toEqual(
      thisMonth === fortyDaysAgo
        ? [{ month: thisMonth, opened: 5, complete: 1 }]
        : [
            { month: fortyDaysAgo, opened: 1, complete: 0 },
            { month: thisMonth, opened: 4, complete: 1 },
          ],
    );
    expect(answer).toMatchObject({ from: null, to: null, governorate: null });
  });

  test('later: the three in progress are absent (next dose past); 15 days after opening the A1 and A2 are open too long, not the preventive', async () => {
    clock.set(new Date(realNow().getTime() + 14 * 86_400_000));
    expect((await dashboard('agent')).kpis).toMatchObject({ inProgress: 3, absent: 3, openTooLong: 0 });
    clock.set(new Date(realNow().getTime() + 15 * 86_400_000));
    expect((await dashboard('agent')).kpis).toMatchObject({ inProgress: 3, absent: 3, openTooLong: 2 });
  });

  test('the period: opening days in Tunisia, both ends included; a start after the end is refused', async () => {
    expect((await dashboard('agent', `?from=${day(-10)}&to=${day(0)}`)).kpis).toMatchObject({ opened: 4, categoryIII: 1, categorized: 3 });
    expect((await dashboard('agent', `?from=${day(-40)}&to=${day(-40)}`)).kpis).toMatchObject({ opened: 1, inProgress: 0, categoryIIIShare: 1 });
    expect((await dashboard('agent', `?to=${day(-41)}`)).kpis).toMatchObject({ opened: 0, categoryIIIShare: null });
    expect((await dashboard('agent', `?from=${day(1)}`)).byMonth).toEqual([]);
    const refused = await call('GET', `${PATHS.rabiesDashboard}?from=${day(0)}&to=${day(-1)}`, 'agent');
    expect(refused.statusCode).toBe(400);
    expectFieldError(refused, 'to', KIND_FIELD_KEYS.endBeforeStart);
    expect((await call('GET', `${PATHS.rabiesDashboard}?from=2026-02-30`, 'agent')).statusCode).toBe(400);
  });

  test("the caller's scope: another centre's agent counts none of them, the national user all; the governorate filter within it", async () => {
    expect((await dashboard('agent2')).kpis.opened).toBe(0);
    const national = await dashboard('superadmin');
    expect(national.kpis.opened).toBe(5);
    expect(national.governorates).toHaveLength(24);
    expect((await dashboard('superadmin', `?governorate=${tunis}`)).kpis.opened).toBe(5);
    expect((await dashboard('superadmin', `?governorate=${sousse}`)).kpis).toMatchObject({ opened: 0, absent: 0 });
    const agent = await dashboard('agent', `?governorate=${sousse}`);
    expect(agent.kpis.opened).toBe(0);
    expect(agent.governorates.map((g) => g.id)).toEqual([tunis]);
  });
});
