import { VACCINATION_STATUS, type AppointmentRow, type VaccinationStatus } from '@evax/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { Caller } from '../../../http/context.js';
import { countAndPage, escapeLike, pageOf, type ListParams } from '../../../http/list-query.js';
import { CHILD_NAME_COLUMNS, childInScope, toChildNames } from '../../citizen/index.js';

/**
 * A structure's appointments (issue 32): its routine rows with a schedule dose, by day, read by
 * vaccination_structure_date_idx (and vaccination_appointment_idx for those still awaited, migration 0067).
 */

const AWAITED: readonly VaccinationStatus[] = [VACCINATION_STATUS.planned, VACCINATION_STATUS.postponed];
/** Ordered by, descending: the appointments still awaited first. */
const awaitedFirst = sql<boolean>`v.status in (${sql.join([...AWAITED])})`;

function structureRows(db: Db, caller: Caller, structureId: number) {
  return db
    .selectFrom('vaccination as v')
    .innerJoin('citizen as c', 'c.id', 'v.citizen_id')
    .innerJoin('dci as d', 'd.id', 'v.dci_id')
    .where(childInScope(caller))
    .where('v.structure_id', '=', structureId)
    .where('v.kind', '=', 'routine')
    .where('v.schedule_dose_id', 'is not', null);
}

type StructureRows = ReturnType<typeof structureRows>;

/** The search: the start of an evax number. */
const searched = (query: StructureRows, params: ListParams) => (params.search ? query.where('c.evax_number', 'like', `${escapeLike(params.search)}%`) : query);

/** A parent's phone (father, then guardian, mother, tutor: the role's order). */
const phoneOf = sql<string | null>`(select p.phone from child_parent cp join parent p on p.id = cp.parent_id
  where cp.child_id = c.id and p.phone is not null order by cp.role limit 1)`;

const selectRow = (query: StructureRows) =>
  query.select([
    'v.id',
    ...CHILD_NAME_COLUMNS,
    'v.schedule_dose_id',
    'd.name as dci_name',
    'd.name_ar as dci_name_ar',
    'v.dose_number',
    'v.vaccination_date',
    'v.status',
    'v.cancel_reason',
    phoneOf.as('phone'),
  ]);

type Selected = Awaited<ReturnType<ReturnType<typeof selectRow>['execute']>>[number];

const toRow = (r: Selected): AppointmentRow => ({
  id: Number(r.id),
  ...toChildNames(r),
  scheduleDose: r.schedule_dose_id!,
  dciName: r.dci_name,
  dciNameAr: r.dci_name_ar ?? r.dci_name,
  doseNumber: r.dose_number ?? 1,
  date: r.vaccination_date,
  status: r.status as AppointmentRow['status'],
  phone: r.phone,
  cancelReason: r.cancel_reason,
});

/** How many of the structure's appointments of the day are still awaited (the home's centre day). */
export async function awaitedCountOn(db: Db, caller: Caller, structureId: number, day: string): Promise<number> {
  const { n } = await structureRows(db, caller, structureId)
    .where('v.vaccination_date', '=', day)
    .where('v.status', 'in', [...AWAITED])
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The day's appointments of the structure: awaited first, then by the child's name. */
export async function appointmentsOn(db: Db, caller: Caller, structureId: number, day: string, params: ListParams) {
  const filtered = searched(structureRows(db, caller, structureId), params).where('v.vaccination_date', '=', day);
  const { count, results } = await countAndPage(filtered, (q) =>
    pageOf(selectRow(q).orderBy(awaitedFirst, 'desc').orderBy('c.last_name_fr').orderBy('c.first_name_fr').orderBy('v.id'), params).execute(),
  );
  return { count, results: results.map(toRow) };
}

/** The structure's appointments of [from, before): missed (still awaited) first, then the latest first. */
export async function appointmentsBetween(db: Db, caller: Caller, structureId: number, from: string, before: string, params: ListParams) {
  const filtered = searched(structureRows(db, caller, structureId), params)
    .where('v.vaccination_date', '>=', from)
    .where('v.vaccination_date', '<', before);
  const { count, results } = await countAndPage(filtered, (q) =>
    pageOf(selectRow(q).orderBy(awaitedFirst, 'desc').orderBy('v.vaccination_date', 'desc').orderBy('v.id', 'desc'), params).execute(),
  );
  return { count, results: results.map(toRow) };
}

/** The calendar's rows of [start, end], at most `limit`, by day; the parents' names alongside. */
export async function calendarRows(db: Db, caller: Caller, structureId: number, start: string, end: string, limit: number) {
  return structureRows(db, caller, structureId)
    .where('v.vaccination_date', '>=', start)
    .where('v.vaccination_date', '<=', end)
    .select(['v.id', 'c.id as citizen_id', ...CHILD_NAME_COLUMNS, 'd.name as dci_name', 'v.dose_number', 'v.vaccination_date', 'v.status'])
    .orderBy('v.vaccination_date')
    .orderBy('v.id')
    .limit(limit)
    .execute();
}

/** The parents of these children, by child. */
export async function parentsOf(db: Db, childIds: number[]) {
  if (childIds.length === 0) return [];
  return db
    .selectFrom('child_parent as cp')
    .innerJoin('parent as p', 'p.id', 'cp.parent_id')
    .select(['cp.child_id', 'p.first_name_fr', 'p.last_name_fr', 'p.first_name_ar', 'p.last_name_ar'])
    .where('cp.child_id', 'in', childIds)
    .orderBy('cp.child_id')
    .orderBy('cp.role')
    .execute();
}

/** One appointment of the structure still to be seen (any status), with the child's evax number. */
export const appointmentOf = (db: Db, caller: Caller, structureId: number, id: number) =>
  structureRows(db, caller, structureId).where('v.id', '=', id).select(['v.id', 'c.evax_number', 'v.schedule_dose_id', 'v.status']).executeTakeFirst();

export const isAwaited = (status: number) => (AWAITED as readonly number[]).includes(status);
