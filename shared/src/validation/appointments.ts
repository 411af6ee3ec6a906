import { dayNumber } from './vaccination-booklet.js';

/** The appointments' rules (issue 32), shared by the API's checks and the postpone picker. */

export interface WeekAvailability {
  weekDays: readonly number[];
  /** HH:MM (or HH:MM:SS from the database) */
  opensAt: string;
  closesAt: string;
  slotMinutes: number;
  capacityPerSlot: number;
}

export interface Period {
  startDate: string;
  endDate: string;
}

/** ISO day of the week of a yyyy-mm-dd: 1 Monday ... 7 Sunday (1970-01-01 was a Thursday). */
export const isoWeekDay = (date: string): number => ((((dayNumber(date) + 3) % 7) + 7) % 7) + 1;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Appointments a vaccination day holds: its whole slots times each slot's capacity. */
export const dayCapacity = (week: WeekAvailability): number =>
  Math.max(0, Math.floor((minutesOf(week.closesAt) - minutesOf(week.opensAt)) / week.slotMinutes)) * week.capacityPerSlot;

/** Closing after opening, at least one whole slot between them. */
export const opensBeforeCloses = (week: Pick<WeekAvailability, 'opensAt' | 'closesAt' | 'slotMinutes'>): boolean =>
  minutesOf(week.closesAt) - minutesOf(week.opensAt) >= week.slotMinutes;

/** In one of the periods. */
export const inPeriod = (date: string, periods: readonly Period[]): boolean => periods.some((p) => p.startDate <= date && date <= p.endDate);

/**
 * May an appointment be set on `date`: a vaccination day of the structure's week (any day when the
 * structure has set none), outside its unavailability periods, with room left in the day.
 */
export function dayOpen(date: string, week: WeekAvailability | null, periods: readonly Period[], booked = 0): boolean {
  if (inPeriod(date, periods)) return false;
  if (!week) return true;
  return week.weekDays.includes(isoWeekDay(date)) && booked < dayCapacity(week);
}
