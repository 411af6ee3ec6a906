import { OVERDUE_AFTER_DAYS, type BookletEntryAnswer, type GivenDose, type ScheduleDose } from '@evax/shared/contract';
import {
  abroadDoseErrors,
  birthDateChanges,
  computeBooklet,
  dayNumber,
  daysLate,
  doseRefusal,
  givableNow,
  isoDay,
  nextDoseDate,
  nextDue,
  scheduleAge,
  tunisToday,
} from '@evax/shared/validation';

const dose = (id: number, series: string, doseNumber: number, ageDays: number, extra: Partial<ScheduleDose> = {}): ScheduleDose => ({
  id,
  dciId: id,
  dciName: `${series} ${doseNumber}`,
  dciNameAr: series,
  series,
  antigens: [series],
  doseNumber,
  ageCode: `D${ageDays}`,
  ageDays,
  minIntervalDays: doseNumber > 1 ? 28 : 0,
  catchUpLimitDays: null,
  onlyGender: null,
  ...extra,
});

/** BCG at birth (until one year), a three-dose series at 2, 3, 6 months, a booster 4 of it at 18 months. */
const SCHEDULE: ScheduleDose[] = [
  dose(1, 'BCG', 1, 0, { catchUpLimitDays: 365 }),
  dose(2, 'DTP', 1, 61),
  dose(3, 'DTP', 2, 91),
  dose(4, 'DTP', 3, 183),
  dose(5, 'DTP', 4, 548),
];
const BIRTH = '2026-01-01';
const CHILD = { birthDate: BIRTH, gender: 'male' as const };
const day = (offset: number) => isoDay(dayNumber(BIRTH) + offset);
const done = (id: number, scheduleDoseId: number, date: string): GivenDose => ({ id, scheduleDoseId, status: 'done', date });
const stateOf = (booklet: ReturnType<typeof computeBooklet>, id: number) => booklet.find((e) => e.dose.id === id)!;

describe('computeBooklet', () => {
  test('a newborn: BCG due, the series not yet, dated at their ages', () => {
    const booklet = computeBooklet(SCHEDULE, [], CHILD, BIRTH);
    expect(stateOf(booklet, 1)).toMatchObject({ state: 'due', date: BIRTH });
    expect(stateOf(booklet, 2)).toMatchObject({ state: 'not_yet', date: day(61) });
    expect(nextDue(booklet)?.dose.id).toBe(1);
  });

  test('done doses carry their date and row; the next one falls due at its age', () => {
    const booklet = computeBooklet(SCHEDULE, [done(10, 1, BIRTH), done(11, 2, day(62))], CHILD, day(95));
    expect(stateOf(booklet, 1)).toEqual(expect.objectContaining({ state: 'done', date: BIRTH, vaccinationId: 10 }));
    expect(stateOf(booklet, 3)).toMatchObject({ state: 'due', date: day(91) });
    expect(givableNow(booklet).map((e) => e.dose.id)).toEqual([3]);
  });

  test('the minimum interval after the previous dose pushes the due date', () => {
    const booklet = computeBooklet(SCHEDULE, [done(11, 2, day(80))], CHILD, day(95));
    expect(stateOf(booklet, 3)).toMatchObject({ state: 'not_yet', date: day(108) });
  });

  test(`overdue ${OVERDUE_AFTER_DAYS} days after the due date; the later doses wait for it`, () => {
    const booklet = computeBooklet(SCHEDULE, [done(10, 1, BIRTH)], CHILD, day(61 + OVERDUE_AFTER_DAYS + 1));
    expect(stateOf(booklet, 2).state).toBe('overdue');
    expect(stateOf(booklet, 3).state).toBe('not_yet');
  });

  test('postponed and cancelled come from the rows; past the catch-up age is not applicable', () => {
    const given: GivenDose[] = [
      done(11, 2, day(61)),
      { id: 12, scheduleDoseId: 3, status: 'postponed', date: day(120) },
      { id: 13, scheduleDoseId: 5, status: 'cancelled', date: day(548) },
    ];
    const booklet = computeBooklet(SCHEDULE, given, CHILD, day(400));
    expect(stateOf(booklet, 1).state).toBe('not_applicable');
    expect(stateOf(booklet, 3)).toMatchObject({ state: 'postponed', date: day(120), vaccinationId: 12 });
    expect(stateOf(booklet, 4).state).toBe('not_yet');
    expect(stateOf(booklet, 5).state).toBe('cancelled');
  });

  test('a dose for girls only is not applicable to a boy, and refused', () => {
    const girls = [...SCHEDULE, dose(6, 'HPV', 1, 4383, { onlyGender: 'female' })];
    expect(stateOf(computeBooklet(girls, [], CHILD, BIRTH), 6).state).toBe('not_applicable');
    expect(stateOf(computeBooklet(girls, [], { ...CHILD, gender: 'female' }, BIRTH), 6).state).toBe('not_yet');
    expect(doseRefusal(girls, [], CHILD, { scheduleDoseId: 6, date: day(4400) }, day(4400))).toBe('notForThisChild');
  });

  test('the entries come in due order', () => {
    const booklet = computeBooklet(SCHEDULE, [], CHILD, BIRTH);
    expect(booklet.map((e) => e.dose.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('doseRefusal', () => {
  const refusal = (given: GivenDose[], scheduleDoseId: number, date: string, today = day(700)) =>
    doseRefusal(SCHEDULE, given, CHILD, { scheduleDoseId, date }, today);

  test('the next dose in order on a good date is accepted', () => {
    expect(refusal([done(11, 2, day(61))], 3, day(92))).toBeNull();
  });

  test('dates: not in the future, not before birth', () => {
    expect(refusal([], 2, day(62), day(61))).toBe('inFuture');
    expect(refusal([], 1, day(-1))).toBe('beforeBirth');
  });

  test('a dose given once is refused again; a single-dose vaccine is lifelong', () => {
    expect(refusal([done(11, 2, day(61))], 2, day(70))).toBe('alreadyGiven');
    expect(refusal([done(10, 1, BIRTH)], 1, day(3))).toBe('lifelongAlreadyGiven');
  });

  test('dose order: the first dose, the third dose, then the previous one', () => {
    expect(refusal([], 3, day(92))).toBe('firstDoseRequired');
    expect(refusal([done(11, 2, day(61)), done(12, 3, day(91))], 5, day(560))).toBe('thirdDoseRequired');
    expect(refusal([done(11, 2, day(61))], 4, day(200))).toBe('previousNotVaccinated');
  });

  test('a cancelled dose is closed: it cannot be given and no longer holds the series', () => {
    const cancelled: GivenDose = { id: 12, scheduleDoseId: 3, status: 'cancelled', date: day(91) };
    expect(refusal([done(11, 2, day(61)), cancelled], 3, day(100))).toBe('cancelled');
    expect(refusal([done(11, 2, day(61)), cancelled], 4, day(190))).toBeNull();
  });

  test('age, minimum interval and catch-up limit on the date given', () => {
    expect(refusal([], 2, day(40))).toBe('tooEarlyForAge');
    expect(refusal([done(11, 2, day(80))], 3, day(100))).toBe('minIntervalNotReached');
    expect(refusal([], 1, day(400))).toBe('pastCatchUpAge');
    // A back-entry of a dose given in time is fine whatever the age today.
    expect(refusal([], 1, day(2), day(800))).toBeNull();
  });
});

describe('dates of the booklet', () => {
  test("today is Tunisia's day, an hour ahead of UTC", () => {
    expect(tunisToday(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(tunisToday(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-01');
  });

  test('the next dose date in days, months or years', () => {
    expect(nextDoseDate('2026-01-31', 10, 'days')).toBe('2026-02-10');
    expect(nextDoseDate('2026-01-15', 2, 'months')).toBe('2026-03-15');
    expect(nextDoseDate('2026-02-28', 1, 'years')).toBe('2027-02-28');
  });
});

describe('lateness of a dose', () => {
  test('a due dose counts its days behind from its due date, overdue or not yet by the rule', () => {
    // The booklet: due on 02/11, seen on 27/11: 25 days late, overdue only after OVERDUE_AFTER_DAYS.
    const booklet = computeBooklet(SCHEDULE, [done(10, 1, BIRTH)], CHILD, day(61 + 25));
    expect(stateOf(booklet, 2)).toMatchObject({ state: 'due', date: day(61) });
    expect(daysLate(stateOf(booklet, 2), day(61 + 25))).toBe(25);
    const later = computeBooklet(SCHEDULE, [done(10, 1, BIRTH)], CHILD, day(61 + OVERDUE_AFTER_DAYS + 1));
    expect(stateOf(later, 2).state).toBe('overdue');
    expect(daysLate(stateOf(later, 2), day(61 + OVERDUE_AFTER_DAYS + 1))).toBe(OVERDUE_AFTER_DAYS + 1);
  });

  test('none on its due day, for a dose to come, given, cancelled or undated; a postponed one from its appointment', () => {
    expect(daysLate({ state: 'due', date: day(61) }, day(61))).toBe(0);
    expect(daysLate({ state: 'not_yet', date: day(61) }, day(90))).toBe(0);
    expect(daysLate({ state: 'done', date: day(61) }, day(90))).toBe(0);
    expect(daysLate({ state: 'cancelled', date: day(61) }, day(90))).toBe(0);
    expect(daysLate({ state: 'due', date: null }, day(90))).toBe(0);
    expect(daysLate({ state: 'postponed', date: day(70) }, day(90))).toBe(20);
    expect(daysLate({ state: 'postponed', date: day(95) }, day(90))).toBe(0);
  });
});

describe('the schedule age codes', () => {
  test('B is birth, M months, Y years; anything else is not an age code', () => {
    expect(scheduleAge('B')).toEqual({ unit: 'birth' });
    expect(scheduleAge('M2')).toEqual({ unit: 'months', count: 2 });
    expect(scheduleAge('M18')).toEqual({ unit: 'months', count: 18 });
    expect(scheduleAge('Y6')).toEqual({ unit: 'years', count: 6 });
    expect(scheduleAge('D61')).toBeNull();
    expect(scheduleAge('')).toBeNull();
  });
});

describe('birthDateChanges (issue 30)', () => {
  /** The booklet as the API answers it (BookletEntryAnswer), on `today`. */
  const answered = (given: GivenDose[], birthDate: string, today: string): BookletEntryAnswer[] =>
    computeBooklet(SCHEDULE, given, { birthDate, gender: 'male' }, today).map((e) => ({
      scheduleDose: e.dose.id,
      dci: e.dose.dciId,
      dciName: e.dose.dciName,
      dciNameAr: e.dose.dciNameAr,
      series: e.dose.series,
      doseNumber: e.dose.doseNumber,
      ageCode: e.dose.ageCode,
      ageDays: e.dose.ageDays,
      minIntervalDays: e.dose.minIntervalDays,
      catchUpLimitDays: e.dose.catchUpLimitDays,
      onlyGender: e.dose.onlyGender,
      state: e.state,
      date: e.date,
      vaccination: e.vaccinationId !== null ? ({ id: e.vaccinationId } as BookletEntryAnswer['vaccination']) : null,
    }));

  test('the same birth date: nothing changes', () => {
    expect(birthDateChanges(answered([], BIRTH, day(30)), { gender: 'male', fromBirthDate: BIRTH, toBirthDate: BIRTH }, day(30))).toEqual([]);
  });

  test('born 80 days earlier: the 2- and 3-month doses fall due (or overdue), each with its new date; the given BCG stays', () => {
    const today = day(30);
    const entries = answered([done(10, 1, BIRTH)], BIRTH, today);
    const changes = birthDateChanges(entries, { gender: 'male', fromBirthDate: BIRTH, toBirthDate: day(-80) }, today);
    const byDose = Object.fromEntries(changes.map((c) => [c.entry.scheduleDose, c]));
    expect(byDose[1]).toBeUndefined();
    expect(byDose[2]).toMatchObject({ before: { state: 'not_yet', date: day(61) }, after: { state: 'overdue', date: day(-80 + 61) } });
    expect(byDose[3]).toMatchObject({ before: { state: 'not_yet', date: day(91) }, after: { state: 'not_yet', date: day(-80 + 91) } });
    // The result matches the booklet the API would answer for the new birth date.
    const fresh = answered([done(10, 1, BIRTH)], day(-80), today);
    for (const change of changes) expect(fresh.find((e) => e.scheduleDose === change.entry.scheduleDose)).toMatchObject(change.after);
  });

  test('born later: a dose past its catch-up age comes back', () => {
    const today = day(400);
    const entries = answered([], BIRTH, today);
    expect(entries.find((e) => e.scheduleDose === 1)!.state).toBe('not_applicable');
    const [bcg] = birthDateChanges(entries, { gender: 'male', fromBirthDate: BIRTH, toBirthDate: day(100) }, today).filter((c) => c.entry.scheduleDose === 1);
    expect(bcg).toMatchObject({ before: { state: 'not_applicable' }, after: { state: 'overdue', date: day(100) } });
  });
});

describe('a routine dose given abroad (issue 30): abroadDoseErrors', () => {
  test('the country alone, or nothing abroad: no error', () => {
    expect(abroadDoseErrors({})).toEqual({});
    expect(abroadDoseErrors({ country: 'FR' })).toEqual({});
    expect(abroadDoseErrors({ country: 'FR', internationalReference: 'X', location: 'Paris' })).toEqual({});
  });

  test('a reference or a place without the country: the country is required', () => {
    expect(abroadDoseErrors({ internationalReference: 'X' })).toEqual({ country: [{ code: 'required', key: 'ERROR.CODE.VALIDATION.REQUIRED' }] });
    expect(abroadDoseErrors({ location: 'Paris', country: null })).toHaveProperty('country');
    expect(abroadDoseErrors({ location: '   ' })).toEqual({});
  });
});
