import {
  apiPath,
  APPOINTMENT_API_PATHS,
  CATALOGUE_ERROR_KEYS,
  VACCINATION_API_PATHS as PATHS,
  VACCINATION_ERROR_KEYS,
  VACCINATION_FIELD_KEYS,
  VACCINATION_STATUS,
  type AppointmentRow,
  type Paged,
  type RoutineFolder,
} from '@evax/shared/contract';
import { tunisToday } from '@evax/shared/validation';
import { signIn } from '../support/account.js';
import { type Call, callerFor, countRows, defaultStructureOf, expectFieldError, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { BACKENDS } from '../support/databases.js';
import { childAged, daysFromToday, doseIn, createCentreUser } from './vaccination-support.js';

describe.each(BACKENDS)("a routine dose's appointment booked (issue 32) on %s", (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // The vaccinator sees appointments and vaccinates, but does not manage them (the seeded role).
    await createCentreUser(t, 'vaccinator', 'VACCINATOR');
    tokens = { ...(await tokensFor(t.app, ['superadmin', 'admin', 'agent', 'agent2'])), vaccinator: (await signIn(t.app, 'vaccinator')).access };
    call = callerFor(t.app, tokens);
  });
  afterAll(() => t.close());

  const bookUrl = (evax: string) => apiPath(PATHS.vaccinationBook, { param: evax });
  const folderOf = async (evax: string) => (await call('GET', apiPath(PATHS.routineFolder, { param: evax }), 'agent')).json<RoutineFolder>();
  /** A child of the agent's centre, born today: its birth doses (BCG) due today. */
  async function newborn() {
    const evax = await childAged(t, tokens['agent']!, 0);
    return { evax, bcg: doseIn(await folderOf(evax), 'BCG', 1) };
  }
  const written = async () => ({ vaccination: await countRows(t, 'vaccination'), audit: await countRows(t, 'audit_log') });

  test("booked today: a planned row at the agent's centre, on today's list, shown in the booklet, audited", async () => {
    const { evax, bcg } = await newborn();
    const booked = await call('POST', bookUrl(evax), 'agent', { scheduleDose: bcg.scheduleDose, date: tunisToday() });
    expect(booked.statusCode).toBe(204);

    const row = await t.db
      .selectFrom('vaccination as v')
      .innerJoin('citizen as c', 'c.id', 'v.citizen_id')
      .select(['v.status', 'v.vaccination_date', 'v.structure_id', 'v.id'])
      .where('c.evax_number', '=', evax)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: VACCINATION_STATUS.planned, vaccination_date: tunisToday(), structure_id: await defaultStructureOf(t.db, 'agent') });
    const today = (await call('GET', `${APPOINTMENT_API_PATHS.appointmentsToday}?search=${evax}`, 'agent')).json<Paged<AppointmentRow>>();
    expect(today.results.map((r) => [r.evaxNumber, r.scheduleDose])).toEqual([[evax, bcg.scheduleDose]]);
    expect(doseIn(await folderOf(evax), 'BCG', 1).vaccination).toMatchObject({ appointmentDate: tunisToday() });
    const audit = await t.db.selectFrom('audit_log').select('action').where('entity', '=', 'vaccination').where('entity_id', '=', String(row.id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['book_dose']);
  });

  test('refused, nothing written: a day before today, an unavailable day, a dose booked already', async () => {
    const { evax, bcg } = await newborn();
    let before = await written();
    expectFieldError(
      await call('POST', bookUrl(evax), 'agent', { scheduleDose: bcg.scheduleDose, date: daysFromToday(-1) }),
      'date',
      VACCINATION_FIELD_KEYS.bookNotBefore,
    );
    expect(await written()).toEqual(before);

    // The agent's centre opens every day (its week first: a period needs one), but a period closes one day: 409 'The appointment time is not valid'.
    const week = { weekDays: [1, 2, 3, 4, 5, 6, 7], opensAt: '08:00', closesAt: '12:00', slotMinutes: 30, capacityPerSlot: 10 };
    expect((await call('POST', APPOINTMENT_API_PATHS.availability, 'agent', week)).statusCode).toBe(201);
    const closed = daysFromToday(40);
    const period = await call('POST', APPOINTMENT_API_PATHS.unavailabilityCreate, 'agent', { startDate: closed, endDate: closed, reason: 'Rupture de stock' });
    expect(period.statusCode).toBe(201);
    before = await written();
    const unavailable = await call('POST', bookUrl(evax), 'agent', { scheduleDose: bcg.scheduleDose, date: closed });
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json()).toMatchObject({ key: CATALOGUE_ERROR_KEYS.APPOINTMENT_TIME_INVALID });
    expect(await written()).toEqual(before);

    expect((await call('POST', bookUrl(evax), 'agent', { scheduleDose: bcg.scheduleDose, date: daysFromToday(3) })).statusCode).toBe(204);
    before = await written();
    expectFieldError(
      await call('POST', bookUrl(evax), 'agent', { scheduleDose: bcg.scheduleDose, date: daysFromToday(4) }),
      'scheduleDose',
      VACCINATION_FIELD_KEYS.alreadyBooked,
    );
    expect(await written()).toEqual(before);
  });

  test("permissions and input: the vaccinator 403, another centre's child 404, no token 401, bad bodies 400", async () => {
    const { evax, bcg } = await newborn();
    const body = { scheduleDose: bcg.scheduleDose, date: tunisToday() };
    const before = await written();
    expect((await call('POST', bookUrl(evax), 'vaccinator', body)).statusCode).toBe(403);
    expect((await call('POST', bookUrl(evax), 'admin', body)).statusCode).toBe(403);
    const other = await call('POST', bookUrl(evax), 'agent2', body);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.childNotFound });
    expect((await call('POST', bookUrl(evax), undefined, body)).statusCode).toBe(401);
    expect((await call('POST', bookUrl(evax), 'agent', { scheduleDose: bcg.scheduleDose, date: '31/12/2026' })).statusCode).toBe(400);
    expect((await call('POST', bookUrl(evax), 'agent', { scheduleDose: bcg.scheduleDose })).statusCode).toBe(400);
    expect((await call('POST', bookUrl(evax), 'agent', { ...body, reason: 'x' })).statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });
});
