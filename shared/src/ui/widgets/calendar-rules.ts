import dayjs, { type Dayjs } from 'dayjs';

/** Pure rules of the calendar (spec 1 §2.4: month, week and day views; prev, next, today). */

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarViewKind = (typeof CALENDAR_VIEWS)[number];

/** The date prev / next moves to: one month, week or day away. */
export function shiftCalendar(date: Dayjs, view: CalendarViewKind, step: -1 | 1): Dayjs {
  return date.add(step, view);
}

/**
 * The days a view shows: the day itself, its week (from the locale's first day), or the whole weeks
 * covering its month (6 rows, so the grid never changes height).
 */
export function calendarDays(date: Dayjs, view: CalendarViewKind): Dayjs[] {
  if (view === 'day') return [date.startOf('day')];
  const first = view === 'week' ? date.startOf('week') : date.startOf('month').startOf('week');
  const length = view === 'week' ? 7 : 42;
  return Array.from({ length }, (_, index) => first.add(index, 'day'));
}

export interface CalendarEvent {
  id: string | number;
  /** ISO date-time of the event, or a day alone (YYYY-MM-DD: no time shown). */
  start: string;
  title: string;
  /** 2 is done (styled as such), 4 cancelled. */
  status?: number;
}

/** The events of one day, by time. */
export function eventsOn<E extends CalendarEvent>(events: readonly E[], day: Dayjs): E[] {
  return events.filter((event) => dayjs(event.start).isSame(day, 'day')).sort((a, b) => dayjs(a.start).valueOf() - dayjs(b.start).valueOf());
}
