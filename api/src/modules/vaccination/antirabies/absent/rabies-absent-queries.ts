import type { RabiesAbsentRow } from '@evax/shared/contract';
import { RABIES_ABSENT_ORDERING } from '@evax/shared/contract/schemas';
import { daysBetween } from '@evax/shared/validation';
import { sql } from 'kysely';
import type { Db } from '../../../../db/connection.js';
import type { Caller } from '../../../../http/context.js';
import { escapeLike, orderedBy, type ListParams } from '../../../../http/list-query.js';
import { CHILD_NAME_COLUMNS, childInScope, toChildNames } from '../../../citizen/index.js';
import { vaccinationListPage } from '../../common/list-queries.js';

/** The absent list's and the reminders' SQL (issue 31 "Absences"; migrations 0054, 0055). */

export interface AbsentFilters {
  structure?: number;
}

/** Most late first: the oldest next dose date. */
const MOST_LATE_FIRST = { field: 'nextDoseDate', descending: false };

/**
 * Sheets in progress whose next dose date is past, of the citizens the caller sees (a structure
 * when asked); index rabies_sheet_absent_idx.
 */
function absentSheets(db: Db, caller: Caller, filters: AbsentFilters, today: string) {
  let query = db
    .selectFrom('rabies_sheet as rs')
    .innerJoin('citizen as c', 'c.id', 'rs.citizen_id')
    .where(childInScope(caller))
    .where('rs.state', '=', 'IN_PROGRESS')
    .where('rs.next_dose_date', '<', today);
  if (filters.structure !== undefined) query = query.where('rs.structure_id', '=', filters.structure);
  return query;
}

type AbsentQuery = ReturnType<typeof absentSheets>;

const lastReminder = sql<string | null>`(select max(r.sent_on)::text from rabies_reminder r where r.sheet_id = rs.id)`;

const selectAbsent = (query: AbsentQuery) =>
  query.select(['rs.id', 'rs.phone', 'rs.type', 'rs.next_dose_date', 'rs.structure_id', ...CHILD_NAME_COLUMNS, lastReminder.as('reminded_on')]);

type AbsentSelected = Awaited<ReturnType<ReturnType<typeof selectAbsent>['execute']>>[number];

const toAbsentRow = (r: AbsentSelected, today: string): RabiesAbsentRow => ({
  ficheId: Number(r.id),
  ...toChildNames(r),
  phone: r.phone,
  type: r.type,
  nextDoseDate: r.next_dose_date!,
  daysLate: daysBetween(r.next_dose_date!, today),
  structureId: r.structure_id,
  remindedOn: r.reminded_on,
});

/** The absent list (spec 2 §2): one page, most late first unless asked otherwise; the search is the start of an evax number. */
export async function listAbsent(
  db: Db,
  caller: Caller,
  params: ListParams,
  filters: AbsentFilters,
  today: string,
): Promise<{ count: number; countCapped?: true; results: RabiesAbsentRow[] }> {
  const { rows, ...counted } = await vaccinationListPage(
    db,
    absentSheets(db, caller, filters, today),
    params,
    { columns: RABIES_ABSENT_ORDERING, fallback: MOST_LATE_FIRST, id: 'rs.id' },
    selectAbsent,
  );
  return { ...counted, results: rows.map((r) => toAbsentRow(r, today)) };
}

/** Every row of the absent list the search, filters and ordering select (its export). */
export async function allAbsent(
  db: Db,
  caller: Caller,
  { search, ordering }: Pick<ListParams, 'search' | 'ordering'>,
  filters: AbsentFilters,
  today: string,
): Promise<RabiesAbsentRow[]> {
  const sheets = absentSheets(db, caller, filters, today);
  const searched = search ? sheets.where(sql<boolean>`c.evax_number like ${`${escapeLike(search)}%`}`) : sheets;
  const rows = await orderedBy(selectAbsent(searched), ordering, RABIES_ABSENT_ORDERING, MOST_LATE_FIRST, 'rs.id', { nullable: [] }).execute();
  return rows.map((r) => toAbsentRow(r, today));
}

/** Keeps a reminder; false when the sheet already has one that day (rabies_reminder's unique key). */
export async function insertReminder(
  trx: Db,
  values: { sheet_id: number; sent_on: string; phone: string; language: string; sent_by: number | null },
): Promise<boolean> {
  const row = await trx
    .insertInto('rabies_reminder')
    .values(values)
    .onConflict((oc) => oc.columns(['sheet_id', 'sent_on']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteReminder(db: Db, sheetId: number, sentOn: string): Promise<void> {
  await db.deleteFrom('rabies_reminder').where('sheet_id', '=', sheetId).where('sent_on', '=', sentOn).execute();
}
