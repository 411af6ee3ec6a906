import {
  VACCINATION_ERROR_KEYS,
  VACCINATION_FIELD_KEYS,
  type AvailabilityBody,
  type StructureAvailability,
  type UnavailabilityBody,
} from '@evax/shared/contract';
import { dayCapacity, dayOpen, opensBeforeCloses, tunisToday } from '@evax/shared/validation';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { entityNotFound, throwIfInvalid } from '../../../http/errors.js';
import { doseRuleRefused, invalid } from '../common/errors.js';
import {
  awaitedOn,
  defaultAvailabilityOf,
  deletePeriod,
  insertDefaultAvailability,
  insertPeriod,
  periodOf,
  periodsFrom,
  periodsOverlapping,
  updateDefaultAvailability,
  updatePeriod,
} from './availability-queries.js';

/** A structure's availability (issue 32; spec 3 §3, §8): its default week and unavailability periods. */

/** The caller's structure: availability and appointments are a structure's (409, NO_STRUCTURE, without one). */
export function structureOf(caller: Caller): number {
  if (!caller.structure) throw doseRuleRefused('noStructure', 'Appointments belong to a structure: the caller works in none');
  return caller.structure.id;
}

const hhmm = (time: string) => time.slice(0, 5);

const toWeek = (row: NonNullable<Awaited<ReturnType<typeof defaultAvailabilityOf>>>) => ({
  weekDays: [...row.week_days].map(Number).sort(),
  opensAt: hhmm(row.opens_at),
  closesAt: hhmm(row.closes_at),
  slotMinutes: row.slot_minutes,
  capacityPerSlot: row.capacity_per_slot,
});

/** The structure's default week, or null. */
export async function weekOf(db: Db, structureId: number) {
  const row = await defaultAvailabilityOf(db, structureId);
  return row ? toWeek(row) : null;
}

/** GET availability: the default week (with a day's capacity) and the periods not yet over. */
export async function readAvailability(db: Db, caller: Caller): Promise<StructureAvailability> {
  const structureId = structureOf(caller);
  const week = await weekOf(db, structureId);
  const periods = await periodsFrom(db, structureId, tunisToday());
  return {
    structureId,
    default: week ? { ...week, dayCapacity: dayCapacity(week) } : null,
    periods: periods.map((p) => ({ id: p.id, startDate: p.start_date, endDate: p.end_date, reason: p.reason, editable: p.editable })),
  };
}

function checkWeek(body: AvailabilityBody) {
  if (!opensBeforeCloses(body)) throwIfInvalid({ closesAt: invalid(VACCINATION_FIELD_KEYS.closesBeforeSlot) });
}

const weekColumns = (structureId: number, caller: Caller, body: AvailabilityBody) => ({
  structure_id: structureId,
  week_days: body.weekDays,
  opens_at: body.opensAt,
  closes_at: body.closesAt,
  slot_minutes: body.slotMinutes,
  capacity_per_slot: body.capacityPerSlot,
  updated_by: caller.userId,
});

/** POST availability: the structure's default; 'You only have one default availability per structure' when it has one. */
export async function createAvailability(db: Db, caller: Caller, body: AvailabilityBody): Promise<StructureAvailability> {
  const structureId = structureOf(caller);
  checkWeek(body);
  if (!(await insertDefaultAvailability(db, weekColumns(structureId, caller, body))))
    throw doseRuleRefused('defaultAvailabilityUnique', 'You only have one default availability per structure');
  return readAvailability(db, caller);
}

/** PUT availability: the default changed; 'You must set the default availability per structure' when it has none. */
export async function updateAvailability(db: Db, caller: Caller, body: AvailabilityBody): Promise<StructureAvailability> {
  const structureId = structureOf(caller);
  checkWeek(body);
  if (!(await updateDefaultAvailability(db, weekColumns(structureId, caller, body)))) throw availabilityRequired();
  return readAvailability(db, caller);
}

const availabilityRequired = () => doseRuleRefused('defaultAvailabilityRequired', 'You must set the default availability per structure');

function checkPeriod(body: UnavailabilityBody) {
  if (body.endDate < body.startDate) throwIfInvalid({ endDate: invalid(VACCINATION_FIELD_KEYS.endBeforeStart) });
}

/** POST unavailability: a period of the structure, once its default week is set. */
export async function createPeriod(db: Db, caller: Caller, body: UnavailabilityBody): Promise<StructureAvailability> {
  const structureId = structureOf(caller);
  checkPeriod(body);
  if (!(await defaultAvailabilityOf(db, structureId))) throw availabilityRequired();
  await insertPeriod(db, {
    structure_id: structureId,
    start_date: body.startDate,
    end_date: body.endDate,
    reason: body.reason,
    editable: body.editable ?? true,
    created_by: caller.userId,
  });
  return readAvailability(db, caller);
}

async function editablePeriod(db: Db, caller: Caller, id: number) {
  const period = await periodOf(db, structureOf(caller), id);
  if (!period) throw entityNotFound('No such unavailability period');
  if (!period.editable) throw doseRuleRefused('periodNotEditable', 'This unavailability period cannot be changed');
  return period;
}

/** PUT unavailability/{id}: an editable period of the caller's structure changed. */
export async function changePeriod(db: Db, caller: Caller, id: number, body: UnavailabilityBody): Promise<StructureAvailability> {
  await editablePeriod(db, caller, id);
  checkPeriod(body);
  await updatePeriod(db, id, { start_date: body.startDate, end_date: body.endDate, reason: body.reason, editable: body.editable ?? true });
  return readAvailability(db, caller);
}

/** DELETE unavailability/{id}: an editable period removed. */
export async function removePeriod(db: Db, caller: Caller, id: number): Promise<void> {
  await editablePeriod(db, caller, id);
  await deletePeriod(db, id);
}

/**
 * 'The appointment time is not valid' (spec 3 §8) unless `date` is open at the structure: one of its
 * vaccination days, outside its unavailability periods, with room left. A structure without a
 * default week: refused with 'You must set the default availability per structure' when `required`
 * (the appointments' postpone), else only its periods apply (the booklet's postpone, before issue 32).
 */
export async function assertDayOpen(db: Db, structureId: number, date: string, required: boolean): Promise<void> {
  const week = await weekOf(db, structureId);
  if (!week && required) throw availabilityRequired();
  const periods = (await periodsOverlapping(db, structureId, date, date)).map((p) => ({ startDate: p.start_date, endDate: p.end_date }));
  const booked = week ? await awaitedOn(db, structureId, date) : 0;
  if (!dayOpen(date, week, periods, booked))
    throw doseRuleRefused('appointmentTimeInvalid', 'The appointment time is not valid', { date: invalid(VACCINATION_ERROR_KEYS.appointmentTimeInvalid) });
}
