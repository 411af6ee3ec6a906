import { sql } from 'kysely';

/**
 * A Tunisian day's first instant, and the next day's: a period of days (both ends included) on a
 * timestamptz column reads as `column >= dayStart(from) and column < nextDayStart(to)`, which
 * an index on the column serves (a cast of the column to a date would not).
 */
export const dayStart = (day: string) => sql<Date>`(${day}::date::timestamp at time zone 'Africa/Tunis')`;
export const nextDayStart = (day: string) => sql<Date>`((${day}::date + 1)::timestamp at time zone 'Africa/Tunis')`;
