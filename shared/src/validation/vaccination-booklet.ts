import { FIELD_ERROR_CODES, type FieldError } from '../contract/errors.js';
import { dayMonthYear, tunisToday } from './tunis-today.js';
import {
  EARLY_TOLERANCE_DAYS,
  OVERDUE_AFTER_DAYS,
  type BookletEntry,
  type BookletChild,
  type BookletState,
  type GivenDose,
  type ScheduleDose,
} from '../contract/vaccination/booklet.js';
import type { BookletEntryAnswer } from '../contract/vaccination/response-schemas.js';

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a yyyy-mm-dd date (UTC, so no time zone moves a day). */
export const dayNumber = (isoDate: string): number => Math.round(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The schedule's doses in series order: each series' doses by number. */
export function seriesOrder(schedule: readonly ScheduleDose[]): ScheduleDose[] {
  return [...schedule].sort((a, b) => a.series.localeCompare(b.series) || a.doseNumber - b.doseNumber);
}

/** The dose of the same series just before this one, if any. */
export function previousDose(schedule: readonly ScheduleDose[], dose: ScheduleDose): ScheduleDose | undefined {
  return schedule.filter((d) => d.series === dose.series && d.doseNumber < dose.doseNumber).sort((a, b) => b.doseNumber - a.doseNumber)[0];
}

/** A dose still waited for keeps the later doses of its series waiting (spec 2 §4: previous doses first). */
const PENDING: ReadonlySet<BookletState> = new Set(['due', 'overdue', 'not_yet', 'postponed']);
/** A dose that may be given now. */
const GIVABLE: ReadonlySet<BookletState> = new Set(['due', 'overdue', 'postponed']);

/**
 * The child's booklet: every dose of the schedule with its state on `today`, in due order.
 * done / cancelled / postponed come from the child's rows; a dose past its catch-up age is not
 * applicable; a dose whose previous one is still awaited is not yet due; otherwise it falls due
 * at its schedule age (and the minimum interval after the previous dose) and is overdue
 * OVERDUE_AFTER_DAYS later.
 */
export function computeBooklet(schedule: readonly ScheduleDose[], given: readonly GivenDose[], child: BookletChild, today: string): BookletEntry[] {
  const birth = dayNumber(child.birthDate);
  const now = dayNumber(today);
  const rowByDose = new Map(given.map((g) => [g.scheduleDoseId, g]));
  const entryById = new Map<number, BookletEntry>();
  for (const dose of seriesOrder(schedule)) {
    const row = rowByDose.get(dose.id);
    const entry = (state: BookletState, date: string | null): BookletEntry => ({ dose, state, date, vaccinationId: row?.id ?? null });
    if (dose.onlyGender !== null && dose.onlyGender !== child.gender) entryById.set(dose.id, entry('not_applicable', null));
    else entryById.set(dose.id, bookletEntry(schedule, dose, row, entryById, birth, now, entry));
  }
  return [...entryById.values()].sort(
    (a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999') || a.dose.ageDays - b.dose.ageDays || a.dose.dciName.localeCompare(b.dose.dciName),
  );
}

function bookletEntry(
  schedule: readonly ScheduleDose[],
  dose: ScheduleDose,
  row: GivenDose | undefined,
  entryById: Map<number, BookletEntry>,
  birth: number,
  now: number,
  entry: (state: BookletState, date: string | null) => BookletEntry,
): BookletEntry {
  if (row?.status === 'done') return entry('done', row.date);
  if (row?.status === 'cancelled') return entry('cancelled', row.date);
  if (dose.catchUpLimitDays !== null && now - birth > dose.catchUpLimitDays) return entry('not_applicable', null);
  const previous = previousDose(schedule, dose);
  const before = previous ? entryById.get(previous.id) : undefined;
  let due = birth + dose.ageDays;
  if (before?.state === 'done' && before.date) due = Math.max(due, dayNumber(before.date) + dose.minIntervalDays);
  if (before && PENDING.has(before.state)) return entry('not_yet', isoDay(due));
  if (row?.status === 'postponed') return entry('postponed', row.date);
  if (due > now) return entry('not_yet', isoDay(due));
  return entry(now > due + OVERDUE_AFTER_DAYS ? 'overdue' : 'due', isoDay(due));
}

/** The doses that may be given now: due, overdue, or postponed with the previous ones done. */
export const givableNow = (booklet: readonly BookletEntry[]): BookletEntry[] => booklet.filter((e) => GIVABLE.has(e.state));

/**
 * How many days a dose still to give is behind its date on `today` (0 when it is not behind): a
 * due or overdue dose counts from the day it fell due, a postponed one from its appointment. The
 * state says whether it is overdue (computeBooklet's rule, OVERDUE_AFTER_DAYS, the list's filter
 * too); this says by how much, so a dose late by less than that shows its lateness all the same.
 */
export function daysLate(entry: { state: BookletState; date: string | null }, today: string): number {
  if (!entry.date || !GIVABLE.has(entry.state)) return 0;
  return Math.max(0, dayNumber(today) - dayNumber(entry.date));
}

/** A WHO age code of the schedule (B, M2, Y6; AGE_CODE_PATTERN) read as words can say it: at birth, N months, N years. */
export type ScheduleAge = { unit: 'birth' } | { unit: 'months' | 'years'; count: number };

export function scheduleAge(code: string): ScheduleAge | null {
  if (code === 'B') return { unit: 'birth' };
  const match = /^([MY])(\d{1,3})$/.exec(code);
  if (!match) return null;
  return { unit: match[1] === 'M' ? 'months' : 'years', count: Number(match[2]) };
}

/** The next dose to give: the first givable, else the first still to come. */
export function nextDue(booklet: readonly BookletEntry[]): BookletEntry | null {
  return givableNow(booklet)[0] ?? booklet.find((e) => e.state === 'not_yet') ?? null;
}

/** Why a dose cannot be recorded as given on `date` (spec 2 §4 "dose order", §5, §8), or null. */
export type DoseRefusal =
  | 'alreadyGiven'
  | 'lifelongAlreadyGiven'
  | 'cancelled'
  | 'firstDoseRequired'
  | 'thirdDoseRequired'
  | 'previousNotVaccinated'
  | 'minIntervalNotReached'
  | 'tooEarlyForAge'
  | 'pastCatchUpAge'
  | 'notForThisChild'
  | 'beforeBirth'
  | 'inFuture';

/**
 * The dose rules of a routine vaccination, checked in the order a user can act on: the date
 * (not in the future, not before birth), the dose itself (not given yet, not cancelled), the
 * order of its series (first dose, third dose, the previous one done), then the age and the
 * minimum interval on that date, and the catch-up limit.
 */
export function doseRefusal(
  schedule: readonly ScheduleDose[],
  given: readonly GivenDose[],
  child: BookletChild,
  request: { scheduleDoseId: number; date: string },
  today: string,
): DoseRefusal | null {
  const dose = schedule.find((d) => d.id === request.scheduleDoseId);
  if (!dose) throw new Error(`schedule dose ${request.scheduleDoseId} unknown`);
  const day = dayNumber(request.date);
  const birth = dayNumber(child.birthDate);
  if (day > dayNumber(today)) return 'inFuture';
  if (day < birth) return 'beforeBirth';
  const statusOf = (id: number) => given.find((g) => g.scheduleDoseId === id)?.status;
  const doneDate = (id: number) => given.find((g) => g.scheduleDoseId === id && g.status === 'done')?.date;
  if (dose.onlyGender !== null && dose.onlyGender !== child.gender) return 'notForThisChild';
  if (statusOf(dose.id) === 'done') return schedule.filter((d) => d.series === dose.series).length === 1 ? 'lifelongAlreadyGiven' : 'alreadyGiven';
  if (statusOf(dose.id) === 'cancelled') return 'cancelled';
  const earlier = schedule.filter((d) => d.series === dose.series && d.doseNumber < dose.doseNumber);
  // A cancelled earlier dose is closed for good (irreversible): it does not hold the series back.
  // Nor does one past its catch-up age on that date: it will never be given.
  const pastAge = (d: ScheduleDose) => d.catchUpLimitDays !== null && day - birth > d.catchUpLimitDays;
  const missing = earlier.filter((d) => statusOf(d.id) !== 'done' && statusOf(d.id) !== 'cancelled' && !pastAge(d));
  if (missing.some((d) => d.doseNumber === 1)) return 'firstDoseRequired';
  if (missing.some((d) => d.doseNumber === 3)) return 'thirdDoseRequired';
  if (missing.length > 0) return 'previousNotVaccinated';
  if (day < birth + dose.ageDays - EARLY_TOLERANCE_DAYS) return 'tooEarlyForAge';
  const previous = previousDose(schedule, dose);
  const previousDate = previous ? doneDate(previous.id) : undefined;
  if (previousDate && day < dayNumber(previousDate) + dose.minIntervalDays) return 'minIntervalNotReached';
  if (dose.catchUpLimitDays !== null && day - birth > dose.catchUpLimitDays) return 'pastCatchUpAge';
  return null;
}

/** The next dose date of "in N days, months or years" after `from` (spec 2 §3). */
export function nextDoseDate(from: string, amount: number, unit: 'days' | 'months' | 'years'): string {
  const date = new Date(`${from}T00:00:00Z`);
  if (unit === 'days') date.setUTCDate(date.getUTCDate() + amount);
  else if (unit === 'months') date.setUTCMonth(date.getUTCMonth() + amount);
  else date.setUTCFullYear(date.getUTCFullYear() + amount);
  return date.toISOString().slice(0, 10);
}

/** A dose whose state or date a corrected birth date changes (issue 30), in the booklet's new order. */
export interface BookletChange {
  entry: BookletEntryAnswer;
  before: { state: BookletState; date: string | null };
  after: { state: BookletState; date: string | null };
}

const RECORDED: ReadonlySet<BookletState> = new Set(['done', 'postponed', 'cancelled']);

/**
 * The doses whose state or date change when the child's birth date goes from `fromBirthDate` to
 * `toBirthDate` (issue 30): the booklet the screens loaded (its entries carry the schedule's
 * rules) computed again with computeBooklet for each date, on `today`. A dose given, postponed or
 * cancelled keeps its row; the others move with the birth date.
 */
export function birthDateChanges(
  entries: readonly BookletEntryAnswer[],
  child: { gender: BookletChild['gender']; fromBirthDate: string; toBirthDate: string },
  today: string,
): BookletChange[] {
  if (child.fromBirthDate === child.toBirthDate) return [];
  const schedule: ScheduleDose[] = entries.map((e) => ({
    id: e.scheduleDose,
    dciId: e.dci,
    dciName: e.dciName,
    dciNameAr: e.dciNameAr,
    series: e.series,
    antigens: [],
    doseNumber: e.doseNumber,
    ageCode: e.ageCode,
    ageDays: e.ageDays,
    minIntervalDays: e.minIntervalDays,
    catchUpLimitDays: e.catchUpLimitDays,
    onlyGender: e.onlyGender,
  }));
  const given: GivenDose[] = entries
    .filter((e) => e.vaccination !== null && RECORDED.has(e.state) && e.date !== null)
    .map((e) => ({ id: e.vaccination!.id, scheduleDoseId: e.scheduleDose, status: e.state as GivenDose['status'], date: e.date! }));
  const booklet = (birthDate: string) => computeBooklet(schedule, given, { birthDate, gender: child.gender }, today);
  const before = new Map(booklet(child.fromBirthDate).map((e) => [e.dose.id, e]));
  const byDose = new Map(entries.map((e) => [e.scheduleDose, e]));
  return booklet(child.toBirthDate)
    .map((after) => ({ after, was: before.get(after.dose.id)! }))
    .filter(({ after, was }) => after.state !== was.state || after.date !== was.date)
    .map(({ after, was }) => ({
      entry: byDose.get(after.dose.id)!,
      before: { state: was.state, date: was.date },
      after: { state: after.state, date: after.date },
    }));
}

/**
 * A routine dose given abroad and recorded afterwards (spec 2 §3, issue 30): its international
 * reference or location say where it was given, so they come with the country; the country alone
 * is enough. The form and the API check it alike (field errors by the dose's field names).
 */
export function abroadDoseErrors(dose: {
  country?: string | null;
  internationalReference?: string | null;
  location?: string | null;
}): Record<string, FieldError[]> {
  const filled = (text: string | null | undefined) => Boolean(text?.trim());
  if (filled(dose.country) || (!filled(dose.internationalReference) && !filled(dose.location))) return {};
  return { country: [{ code: 'required', key: FIELD_ERROR_CODES.required }] };
}

export { dayMonthYear, tunisToday };
