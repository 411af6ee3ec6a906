import type { RabiesDose, RabiesFicheRow, RabiesSheetType } from '@evax/shared/contract';
import { RABIES_FICHE_ORDERING } from '@evax/shared/contract/schemas';
import { isOpenTooLong, isProtocolComplete, tunisToday } from '@evax/shared/validation';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { RabiesDoseTable, RabiesSheetTable } from '../../../db/schema.js';
import type { Caller } from '../../../http/context.js';
import type { ListParams } from '../../../http/list-query.js';
import { CHILD_NAME_COLUMNS, childInScope, toChildNames } from '../../citizen/index.js';
import { vaccinationListPage } from '../common/list-queries.js';

/** The anti-rabies sheet's SQL (migration 0054): the service decides, these read and write. */

export type SheetRow = Selectable<RabiesSheetTable>;
export type DoseRow = Selectable<RabiesDoseTable>;

/** A timestamp's day in Tunisia (yyyy-mm-dd). */
export const tunisDay = (instant: Date | string): string => tunisToday(new Date(instant));

export const toDose = (d: DoseRow, today: string): RabiesDose => ({
  id: Number(d.id),
  rank: d.rank,
  day: d.day,
  sites: d.sites,
  plannedDate: d.planned_date,
  givenDate: d.given_date,
  dci: d.dci_id,
  lotNumber: d.lot_number,
  injectionSite: d.injection_site,
  done: d.given_date !== null,
  late: d.given_date === null && d.planned_date < today,
});

/** The fields every answer about a sheet shares, from its row. */
export function sheetFields(
  s: Pick<
    SheetRow,
    'id' | 'state' | 'type' | 'exposure_category' | 'regimen' | 'attack_date' | 'second_attack_date' | 'created_at' | 'next_dose_date' | 'doses_done'
  >,
  plannedVisits: number,
  today: string,
) {
  const openedOn = tunisDay(s.created_at);
  return {
    id: Number(s.id),
    state: s.state,
    type: s.type,
    exposureCategory: s.exposure_category,
    regimen: s.regimen,
    attackDate: s.attack_date,
    secondAttackDate: s.second_attack_date,
    openedOn,
    nextDoseDate: s.next_dose_date,
    dosesDone: s.doses_done,
    complete: isProtocolComplete(s.doses_done, plannedVisits),
    openTooLong: isOpenTooLong({ type: s.type as RabiesSheetType, state: s.state, openedOn }, today),
  };
}

export function findSheet(db: Db, id: number) {
  return db.selectFrom('rabies_sheet').where('id', '=', id).selectAll().executeTakeFirst();
}

/** The sheet's row, locked until the transaction ends. */
export function lockedSheet(trx: Db, id: number) {
  return trx.selectFrom('rabies_sheet').where('id', '=', id).selectAll().forUpdate().executeTakeFirst();
}

export function dosesOf(db: Db, sheetId: number) {
  return db.selectFrom('rabies_dose').where('sheet_id', '=', sheetId).selectAll().orderBy('rank').execute();
}

export function findDose(db: Db, id: number) {
  return db.selectFrom('rabies_dose').where('id', '=', id).selectAll().executeTakeFirst();
}

/** The citizen's sheet in progress, if any (rabies_sheet_one_in_progress). */
export async function sheetInProgress(db: Db, citizenId: number): Promise<number | null> {
  const row = await db.selectFrom('rabies_sheet').where('citizen_id', '=', citizenId).where('state', '=', 'IN_PROGRESS').select('id').executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function insertSheet(trx: Db, values: Insertable<RabiesSheetTable>): Promise<number> {
  return Number((await trx.insertInto('rabies_sheet').values(values).returning('id').executeTakeFirstOrThrow()).id);
}

export async function insertDoses(trx: Db, doses: Insertable<RabiesDoseTable>[]): Promise<void> {
  if (doses.length) await trx.insertInto('rabies_dose').values(doses).execute();
}

export async function updateSheet(trx: Db, id: number, values: Updateable<RabiesSheetTable>): Promise<void> {
  await trx
    .updateTable('rabies_sheet')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function updateDose(trx: Db, id: number, values: Updateable<RabiesDoseTable>): Promise<void> {
  await trx.updateTable('rabies_dose').set(values).where('id', '=', id).execute();
}

export async function deleteSheetRow(trx: Db, id: number): Promise<boolean> {
  return (await trx.deleteFrom('rabies_sheet').where('id', '=', id).returning('id').executeTakeFirst()) !== undefined;
}

/** How many visits each sheet plans, for the lists' completeness. */
const plannedVisits = sql<number>`(select count(*)::int from rabies_dose d where d.sheet_id = rs.id)`;

const SHEET_COLUMNS = [
  'rs.id',
  'rs.state',
  'rs.type',
  'rs.exposure_category',
  'rs.regimen',
  'rs.attack_date',
  'rs.second_attack_date',
  'rs.created_at',
  'rs.next_dose_date',
  'rs.doses_done',
] as const;

/** The sheets of the citizens the caller sees, newest first; the search is the start of an evax number. */
export async function listSheets(
  db: Db,
  caller: Caller,
  params: ListParams,
  filters: { state?: string; type?: string; citizenId?: number },
  today: string,
): Promise<{ count: number; countCapped?: true; results: RabiesFicheRow[] }> {
  let query = db.selectFrom('rabies_sheet as rs').innerJoin('citizen as c', 'c.id', 'rs.citizen_id').where(childInScope(caller));
  if (filters.state) query = query.where('rs.state', '=', filters.state);
  if (filters.type) query = query.where('rs.type', '=', filters.type);
  if (filters.citizenId !== undefined) query = query.where('rs.citizen_id', '=', filters.citizenId);
  const { rows, ...counted } = await vaccinationListPage(
    db,
    query,
    params,
    { columns: RABIES_FICHE_ORDERING, fallback: { field: 'openedOn', descending: true }, id: 'rs.id' },
    (page) => page.select([...SHEET_COLUMNS, ...CHILD_NAME_COLUMNS, plannedVisits.as('planned')]),
  );
  return { ...counted, results: rows.map((r) => ({ ...sheetFields(r, r.planned, today), ...toChildNames(r) })) };
}
