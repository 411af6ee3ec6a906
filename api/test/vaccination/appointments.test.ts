import {
  DASHBOARD_API_PATHS,
  type CentreDay,
  apiPath,
  APPOINTMENT_API_PATHS as PATHS,
  CATALOGUE_ERROR_KEYS,
  HTTP_ERROR_KEYS,
  VACCINATION_API_PATHS,
  VACCINATION_ERROR_KEYS,
  VACCINATION_FIELD_KEYS,
  VACCINATION_STATUS,
  type AppointmentRow,
  type CalendarAnswer,
  type Paged,
  type RoutineFolder,
  type StructureAvailability,
} from '@evax/shared/contract';
import { isoWeekDay } from '@evax/shared/validation';
import { BACKENDS } from '../support/databases.js';
import { type Call, callerFor, countRows, defaultStructureOf, expectFieldError, startTestApp, type TestApp, tokensFor } from '../support/app.js';
import { childAged, daysFromToday, doseIn } from './vaccination-support.js';

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

describe.each(BACKENDS)('appointments and availability on %s', (backend) => {
  let t: TestApp;
  let tokens: Record<string, string>;
  let call: Call;
  let centre: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    tokens = await tokensFor(t.app, ['superadmin', 'admin', 'agent', 'agent2']);
    call = callerFor(t.app, tokens);
    centre = await defaultStructureOf(t.db, 'agent');
  });
  afterAll(() => t.close());

  /** A child of the agent's centre, 70 days old, with its pentavalent 1 planned on `date` at the centre: the appointment's id. */
  async function appointmentOn(date: string, dose = 'pentavalent') {
    const evax = await childAged(t, tokens['agent']!, 70);
    const folder = (await call('GET', apiPath(VACCINATION_API_PATHS.routineFolder, { param: evax }), 'agent')).json<RoutineFolder>();
    const entry = doseIn(folder, dose, 1);
    const { dci_id } = await t.db.selectFrom('routine_schedule_dose').select('dci_id').where('id', '=', entry.scheduleDose).executeTakeFirstOrThrow();
    const child = await t.db.selectFrom('citizen').select('id').where('evax_number', '=', evax).executeTakeFirstOrThrow();
    const row = await t.db
      .insertInto('vaccination')
      .values({
        citizen_id: child.id,
        dci_id,
        kind: 'routine',
        schedule_dose_id: entry.scheduleDose,
        dose_number: 1,
        vaccination_date: date,
        structure_id: centre,
        status: VACCINATION_STATUS.planned,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), evax };
  }

  const week = { weekDays: [1, 2, 3, 4, 5, 6, 7], opensAt: '08:00', closesAt: '12:00', slotMinutes: 30, capacityPerSlot: 10 };

  test('every route under its permission', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', PATHS.availability],
      ['POST', PATHS.availability, week],
      ['PUT', PATHS.availability, week],
      ['POST', PATHS.unavailabilityCreate, { startDate: daysFromToday(1), endDate: daysFromToday(2), reason: 'Férié' }],
      ['PUT', apiPath(PATHS.unavailabilityOne, { param: 1 }), { startDate: daysFromToday(1), endDate: daysFromToday(2), reason: 'Férié' }],
      ['DELETE', apiPath(PATHS.unavailabilityOne, { param: 1 })],
      ['GET', PATHS.appointmentsToday],
      ['GET', PATHS.appointmentsPast],
      ['GET', `${PATHS.appointmentsCalendar}?start=01/01/2026&end=31/01/2026`],
      ['POST', apiPath(PATHS.appointmentPostpone, { param: 1 }), { date: daysFromToday(3) }],
      ['POST', apiPath(PATHS.appointmentCancel, { param: 1 }), { reason: 'Parti' }],
    ];
    for (const [method, url, body] of routes) {
      expect({ url, method, status: (await call(method, url, undefined, body)).statusCode }).toEqual({ url, method, status: 401 });
      // The regional administrator holds neither view-appointments nor manage-appointments.
      const refused = await call(method, url, 'admin', body);
      expect({ url, method, status: refused.statusCode, key: refused.json().key }).toEqual({ url, method, status: 403, key: HTTP_ERROR_KEYS.FORBIDDEN });
    }
  });

  test("a structure's default availability: one, required before a period; periods editable or not, the structure's own", async () => {
    const empty = await call('GET', PATHS.availability, 'agent2');
    expect(empty.json<StructureAvailability>()).toMatchObject({ default: null, periods: [] });
    // A period before the default week.
    const early = await call('POST', PATHS.unavailabilityCreate, 'agent2', { startDate: daysFromToday(1), endDate: daysFromToday(1), reason: 'Férié' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ key: CATALOGUE_ERROR_KEYS.DEFAULT_AVAILABILITY_REQUIRED });
    const notSet = await call('PUT', PATHS.availability, 'agent2', week);
    expect(notSet.json()).toMatchObject({ key: CATALOGUE_ERROR_KEYS.DEFAULT_AVAILABILITY_REQUIRED });
    expect(await countRows(t, 'structure_unavailability')).toBe(0);

    // Validation: no whole slot, a day out of the week, a period ending before it starts.
    expectFieldError(
      await call('POST', PATHS.availability, 'agent2', { ...week, opensAt: '10:00', closesAt: '10:15' }),
      'closesAt',
      VACCINATION_FIELD_KEYS.closesBeforeSlot,
    );
    expect((await call('POST', PATHS.availability, 'agent2', { ...week, weekDays: [8] })).statusCode).toBe(400);
    expect((await call('POST', PATHS.availability, 'agent2', { ...week, opensAt: '25:00' })).statusCode).toBe(400);
    expect(await countRows(t, 'structure_availability')).toBe(0);

    const created = await call('POST', PATHS.availability, 'agent2', week);
    expect(created.statusCode).toBe(201);
    expect(created.json<StructureAvailability>().default).toMatchObject({ weekDays: week.weekDays, opensAt: '08:00', closesAt: '12:00', dayCapacity: 80 });
    const second = await call('POST', PATHS.availability, 'agent2', week);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ key: CATALOGUE_ERROR_KEYS.DEFAULT_AVAILABILITY_UNIQUE });
    const changed = await call('PUT', PATHS.availability, 'agent2', { ...week, weekDays: [1, 2], capacityPerSlot: 2 });
    expect(changed.json<StructureAvailability>().default).toMatchObject({ weekDays: [1, 2], dayCapacity: 16 });

    expectFieldError(
      await call('POST', PATHS.unavailabilityCreate, 'agent2', { startDate: daysFromToday(5), endDate: daysFromToday(4), reason: 'Rupture' }),
      'endDate',
      VACCINATION_FIELD_KEYS.endBeforeStart,
    );
    const holiday = await call('POST', PATHS.unavailabilityCreate, 'agent2', {
      startDate: daysFromToday(4),
      endDate: daysFromToday(5),
      reason: 'Fête',
      editable: false,
    });
    expect(holiday.statusCode).toBe(201);
    const stockOut = await call('POST', PATHS.unavailabilityCreate, 'agent2', {
      startDate: daysFromToday(2),
      endDate: daysFromToday(3),
      reason: 'Rupture de stock',
    });
    const periods = stockOut.json<StructureAvailability>().periods;
    expect(periods.map((p) => p.reason)).toEqual(['Rupture de stock', 'Fête']);
    const [stock, fete] = periods;
    const one = (id: number) => apiPath(PATHS.unavailabilityOne, { param: id });
    const locked = await call('PUT', one(fete!.id), 'agent2', { startDate: daysFromToday(4), endDate: daysFromToday(6), reason: 'Fête' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.periodNotEditable });
    expect((await call('DELETE', one(fete!.id), 'agent2')).json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.periodNotEditable });
    // Another structure's period reads as missing.
    expect((await call('DELETE', one(stock!.id), 'agent')).statusCode).toBe(404);
    const moved = await call('PUT', one(stock!.id), 'agent2', { startDate: daysFromToday(2), endDate: daysFromToday(2), reason: 'Rupture BCG' });
    expect(moved.json<StructureAvailability>().periods[0]).toMatchObject({ reason: 'Rupture BCG', endDate: daysFromToday(2) });
    expect((await call('DELETE', one(stock!.id), 'agent2')).statusCode).toBe(204);
    expect(await countRows(t, 'structure_unavailability')).toBe(1);
  });

  test("today's and past appointments of the caller's structure: child, dose, parent's phone, state; missed first", async () => {
    const today = await appointmentOn(daysFromToday(0));
    const missed = await appointmentOn(daysFromToday(-3));
    const list = await call('GET', `${PATHS.appointmentsToday}?page_size=50`, 'agent');
    expect(list.statusCode).toBe(200);
    const row = list.json<Paged<AppointmentRow>>().results.find((r) => r.id === today.id);
    expect(row).toMatchObject({ evaxNumber: today.evax, status: 1, doseNumber: 1, date: daysFromToday(0) });
    expect(row!.dciName.toLowerCase()).toContain('pentavalent');
    expect(row!.phone).toMatch(/^\+?\d+/);
    // The home's centre day counts the day's appointments still awaited, as this list holds them.
    const awaited = list.json<Paged<AppointmentRow>>();
    expect(awaited.count).toBeLessThanOrEqual(50);
    const day = (await call('GET', DASHBOARD_API_PATHS.centreDay, 'agent')).json<CentreDay>();
    expect(day.appointmentsToday).toBe(awaited.results.filter((r) => r.status === 1 || r.status === 3).length);
    expect(day.appointmentsToday).toBeGreaterThan(0);
    // agent2 works elsewhere: not in its list.
    const other = await call('GET', `${PATHS.appointmentsToday}?page_size=50`, 'agent2');
    expect(other.json<Paged<AppointmentRow>>().results.some((r) => r.id === today.id)).toBe(false);

    const past = (await call('GET', `${PATHS.appointmentsPast}?page_size=50`, 'agent')).json<Paged<AppointmentRow>>().results;
    expect(past.some((r) => r.id === today.id)).toBe(false);
    const firstDone = past.findIndex((r) => r.status === 2 || r.status === 4);
    const missedAt = past.findIndex((r) => r.id === missed.id);
    expect(missedAt).toBeGreaterThanOrEqual(0);
    if (firstDone >= 0) expect(missedAt).toBeLessThan(firstDone);
    expect((await call('GET', `${PATHS.appointmentsToday}?page_size=500`, 'agent')).statusCode).toBe(400);
  });

  test('postpone within the availability, refused outside it or in an unavailability period; cancel with a reason, irreversible', async () => {
    const { id, evax } = await appointmentOn(daysFromToday(1));
    const postpone = apiPath(PATHS.appointmentPostpone, { param: id });
    const cancel = apiPath(PATHS.appointmentCancel, { param: id });
    // agent's centre has no default week yet.
    const unset = await call('POST', postpone, 'agent', { date: daysFromToday(7) });
    expect(unset.statusCode).toBe(409);
    expect(unset.json()).toMatchObject({ key: CATALOGUE_ERROR_KEYS.DEFAULT_AVAILABILITY_REQUIRED });

    const closedDay = daysFromToday(8);
    const openDays = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== isoWeekDay(closedDay));
    const booked = await countRows(t, 'vaccination', { structure_id: centre, vaccination_date: daysFromToday(10), status: 1 });
    expect(
      (
        await call('POST', PATHS.availability, 'agent', {
          weekDays: openDays,
          opensAt: '08:00',
          closesAt: '09:00',
          slotMinutes: 60,
          capacityPerSlot: booked + 1,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', PATHS.unavailabilityCreate, 'agent', { startDate: daysFromToday(9), endDate: daysFromToday(9), reason: 'Rupture de stock' }))
        .statusCode,
    ).toBe(201);

    const before = { vaccination: await countRows(t, 'vaccination'), audit: await countRows(t, 'audit_log') };
    for (const date of [closedDay, daysFromToday(9)]) {
      const refused = await call('POST', postpone, 'agent', { date });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ key: CATALOGUE_ERROR_KEYS.APPOINTMENT_TIME_INVALID });
      expectFieldError(refused, 'date', CATALOGUE_ERROR_KEYS.APPOINTMENT_TIME_INVALID);
    }
    expectFieldError(await call('POST', postpone, 'agent', { date: daysFromToday(0) }), 'date', VACCINATION_FIELD_KEYS.postponeNotLater);
    expect((await call('POST', postpone, 'agent', { date: 'demain' })).statusCode).toBe(400);
    expect((await call('POST', postpone, 'agent2', { date: daysFromToday(10) })).statusCode).toBe(404);
    expect({ vaccination: await countRows(t, 'vaccination'), audit: await countRows(t, 'audit_log') }).toEqual(before);

    expect((await call('POST', postpone, 'agent', { date: daysFromToday(10), reason: 'Fièvre' })).statusCode).toBe(204);
    const row = await t.db.selectFrom('vaccination').select(['status', 'vaccination_date', 'postponed_from']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: VACCINATION_STATUS.postponed, vaccination_date: daysFromToday(10) });
    expect(await countRows(t, 'audit_log')).toBe(before.audit + 1);
    // The day is now full: a second appointment cannot take it.
    const second = await appointmentOn(daysFromToday(1));
    expect((await call('POST', apiPath(PATHS.appointmentPostpone, { param: second.id }), 'agent', { date: daysFromToday(10) })).json()).toMatchObject({
      key: CATALOGUE_ERROR_KEYS.APPOINTMENT_TIME_INVALID,
    });
    // The booklet's postpone respects the periods too.
    const folder = (await call('GET', apiPath(VACCINATION_API_PATHS.routineFolder, { param: second.evax }), 'agent')).json<RoutineFolder>();
    const booklet = await call('POST', apiPath(VACCINATION_API_PATHS.vaccinationPostpone, { param: second.evax }), 'agent', {
      scheduleDose: doseIn(folder, 'pentavalent', 1).scheduleDose,
      date: daysFromToday(9),
    });
    expect(booklet.json()).toMatchObject({ key: CATALOGUE_ERROR_KEYS.APPOINTMENT_TIME_INVALID });

    expect((await call('POST', cancel, 'agent', {})).statusCode).toBe(400);
    expect((await call('POST', cancel, 'agent', { reason: '' })).statusCode).toBe(400);
    expect((await call('POST', cancel, 'agent2', { reason: 'Déménagé' })).statusCode).toBe(404);
    expect((await call('POST', cancel, 'agent', { reason: 'Déménagé' })).statusCode).toBe(204);
    expect(await t.db.selectFrom('vaccination').select(['status', 'cancel_reason']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      status: VACCINATION_STATUS.cancelled,
      cancel_reason: 'Déménagé',
    });
    expect((await call('POST', cancel, 'agent', { reason: 'Encore' })).json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.cancelled });
    expect((await call('POST', postpone, 'agent', { date: daysFromToday(12) })).json()).toMatchObject({ key: VACCINATION_ERROR_KEYS.cancelled });
    expect(evax).toHaveLength(9);
  });

  test('the calendar: a DD/MM/YYYY range of at most 42 days; events with title, isCanceled, color, participants and folders', async () => {
    const { id, evax } = await appointmentOn(daysFromToday(2));
    const url = (start: string, end: string) => `${PATHS.appointmentsCalendar}?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`;
    const answer = await call('GET', url(dmy(daysFromToday(0)), dmy(daysFromToday(6))), 'agent');
    expect(answer.statusCode).toBe(200);
    const event = answer.json<CalendarAnswer>().events.find((e) => e.id === id);
    expect(event).toMatchObject({ date: dmy(daysFromToday(2)), isCanceled: false, status: 1, folders: [{ evaxNumber: evax }] });
    expect(event!.title.toLowerCase()).toContain('pentavalent');
    expect(event!.eventColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(event!.participants.length).toBeGreaterThan(0);
    expect(event!.participants[0]).toEqual({
      firstNameFr: expect.any(String),
      lastNameFr: expect.any(String),
      firstNameAr: expect.any(String),
      lastNameAr: expect.any(String),
    });
    expect((await call('GET', url(dmy(daysFromToday(0)), dmy(daysFromToday(6))), 'agent2')).json<CalendarAnswer>().events.some((e) => e.id === id)).toBe(false);

    for (const [start, end] of [
      [dmy(daysFromToday(6)), dmy(daysFromToday(0))],
      [dmy(daysFromToday(0)), dmy(daysFromToday(42))],
      ['31/02/2026', '03/03/2026'],
    ] as const) {
      const refused = await call('GET', url(start, end), 'agent');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ key: CATALOGUE_ERROR_KEYS.DATE_RANGE_INVALID });
    }
    expect((await call('GET', url('2026-01-01', '2026-01-31'), 'agent')).statusCode).toBe(400);
    expect((await call('GET', PATHS.appointmentsCalendar, 'agent')).statusCode).toBe(400);
  });
});
