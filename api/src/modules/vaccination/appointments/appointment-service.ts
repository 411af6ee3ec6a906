import {
  APPOINTMENT_EVENT_COLORS,
  AVAILABILITY_LIMITS,
  CATALOGUE_ERROR_KEYS,
  ERROR_CODES,
  type AppointmentCancelBody,
  type AppointmentPostponeBody,
  type CalendarAnswer,
  type CalendarQuery,
} from '@evax/shared/contract';
import { dayNumber, isoDay, tunisToday } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { ApiError, entityNotFound } from '../../../http/errors.js';
import type { ListParams } from '../../../http/list-query.js';
import { structureOf } from '../availability/availability-service.js';
import { cancelDose, postponeDose } from '../routine/routine-service.js';
import { appointmentOf, appointmentsBetween, appointmentsOn, awaitedCountOn, calendarRows, parentsOf } from './appointment-queries.js';

/** A structure's appointments (issue 32; spec 2 §2, §4): today's, the past ones, the calendar, postpone and cancel. */

export const todaysAppointments = (db: Db, caller: Caller, params: ListParams, today = tunisToday()) =>
  appointmentsOn(db, caller, structureOf(caller), today, params);

/** How many of today's appointments of the caller's structure are still awaited. */
export const awaitedAppointmentsToday = (db: Db, caller: Caller, today = tunisToday()) => awaitedCountOn(db, caller, structureOf(caller), today);

/** The past appointments, over the last AVAILABILITY_LIMITS.pastDays days (bounded), missed first. */
export const pastAppointments = (db: Db, caller: Caller, params: ListParams, today = tunisToday()) =>
  appointmentsBetween(db, caller, structureOf(caller), isoDay(dayNumber(today) - AVAILABILITY_LIMITS.pastDays), today, params);

const dateRangeInvalid = () =>
  new ApiError(400, { detail: 'The date range is invalid', errorCode: ERROR_CODES.ENTITY_NOT_VALID, key: CATALOGUE_ERROR_KEYS.DATE_RANGE_INVALID });

/** DD/MM/YYYY to yyyy-mm-dd; null when not a day of the calendar. */
export function fromDmy(text: string): string | null {
  const [d, m, y] = text.split('/');
  const iso = `${y}-${m}-${d}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && isoDay(dayNumber(iso)) === iso ? iso : null;
}

const toDmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** GET calendar?start&end (DD/MM/YYYY, at most a month view's six weeks): the structure's events (spec 2 §2). */
export async function calendar(db: Db, caller: Caller, query: CalendarQuery): Promise<CalendarAnswer> {
  const structureId = structureOf(caller);
  const [start, end] = [fromDmy(query.start), fromDmy(query.end)];
  if (!start || !end || end < start || dayNumber(end) - dayNumber(start) >= AVAILABILITY_LIMITS.calendarMaxDays) throw dateRangeInvalid();
  const rows = await calendarRows(db, caller, structureId, start, end, AVAILABILITY_LIMITS.calendarMaxEvents + 1);
  const shown = rows.slice(0, AVAILABILITY_LIMITS.calendarMaxEvents);
  const parents = await parentsOf(db, [...new Set(shown.map((r) => r.citizen_id))]);
  const names = (p: { first_name_fr: string; last_name_fr: string; first_name_ar: string; last_name_ar: string }) => ({
    firstNameFr: p.first_name_fr,
    lastNameFr: p.last_name_fr,
    firstNameAr: p.first_name_ar,
    lastNameAr: p.last_name_ar,
  });
  return {
    truncated: rows.length > shown.length,
    events: shown.map((r) => {
      const status = r.status as 1 | 2 | 3 | 4;
      return {
        id: Number(r.id),
        date: toDmy(r.vaccination_date),
        title: `${r.dci_name} ${r.dose_number ?? 1}`,
        status,
        isCanceled: status === 4,
        eventColor: APPOINTMENT_EVENT_COLORS[status],
        participants: parents.filter((p) => p.child_id === r.citizen_id).map(names),
        folders: [{ evaxNumber: r.evax_number, ...names(r) }],
      };
    }),
  };
}

async function appointmentOr404(db: Db, caller: Caller, id: number) {
  const found = await appointmentOf(db, caller, structureOf(caller), id);
  if (!found) throw entityNotFound('No such appointment in your structure');
  return { evaxNumber: found.evax_number, scheduleDose: found.schedule_dose_id! };
}

/** POST {id}/postpone: through the routine service, the day checked against the structure's availability (required). */
export async function postponeAppointment(db: Db, caller: Caller, id: number, body: AppointmentPostponeBody): Promise<void> {
  const { evaxNumber, scheduleDose } = await appointmentOr404(db, caller, id);
  await postponeDose(
    db,
    caller,
    evaxNumber,
    { scheduleDose, date: body.date, ...(body.reason ? { reason: body.reason } : {}) },
    { availabilityRequired: true },
  );
}

/** POST {id}/cancel: through the routine service, with the reason (irreversible). */
export async function cancelAppointment(db: Db, caller: Caller, id: number, body: AppointmentCancelBody): Promise<void> {
  const { evaxNumber, scheduleDose } = await appointmentOr404(db, caller, id);
  await cancelDose(db, caller, evaxNumber, { scheduleDose, reason: body.reason });
}
