import type { MapiVaccinationChoice } from '@evax/shared/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection.js';
import type { MapiTable } from '../../db/schema.js';
import type { Caller } from '../../http/context.js';
import { childInScope } from '../citizen/index.js';
import { toVaccinationChoice } from '../vaccination/index.js';

const COLUMNS = [
  'id',
  'child_id',
  'category',
  'event_date',
  'start_time',
  'severity',
  'description',
  'earlier_side_effect',
  'known_drug_allergy',
  'chronic_disease',
  'medication_taken',
  'history_details',
  'investigation_done',
  'investigation_date',
  'investigation_details',
  'serious',
  'serious_criteria',
  'outcome',
] as const;

export type MapiRecord = Pick<Selectable<MapiTable>, (typeof COLUMNS)[number]>;
/** A report's columns as a create or an update writes them. */
export type MapiColumns = Omit<MapiRecord, 'id' | 'child_id'>;

/** The suspected vaccinations of reports, with the lot number copied when each was filed. */
export async function vaccinationsOfReports(db: Db, mapiIds: number[]): Promise<Map<number, MapiVaccinationChoice[]>> {
  const byReport = new Map<number, MapiVaccinationChoice[]>(mapiIds.map((id) => [id, []]));
  if (mapiIds.length === 0) return byReport;
  const rows = await db
    .selectFrom('mapi_vaccination as m')
    .innerJoin('vaccination as v', 'v.id', 'm.vaccination_id')
    .innerJoin('dci', 'dci.id', 'v.dci_id')
    .where('m.mapi_id', 'in', mapiIds)
    .select(['m.mapi_id', 'v.id', 'v.kind', 'v.vaccination_date', 'v.dose_number', 'm.lot_number', 'dci.name', 'dci.name_ar'])
    .orderBy('v.vaccination_date')
    .orderBy('v.id')
    .execute();
  for (const row of rows) byReport.get(row.mapi_id)?.push(toVaccinationChoice(row));
  return byReport;
}

/** The child's reports, newest first. */
export function mapiRecordsOf(db: Db, childId: number): Promise<MapiRecord[]> {
  return db.selectFrom('mapi').select(COLUMNS).where('child_id', '=', childId).orderBy('event_date', 'desc').orderBy('id', 'desc').execute();
}

export function findMapi(db: Db, id: number): Promise<MapiRecord | undefined> {
  return db.selectFrom('mapi').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function insertMapi(trx: Db, childId: number, structureId: number | null, columns: MapiColumns): Promise<MapiRecord> {
  return trx
    .insertInto('mapi')
    .values({ child_id: childId, structure_id: structureId, ...columns })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateMapiRow(trx: Db, id: number, columns: MapiColumns): Promise<MapiRecord> {
  return trx
    .updateTable('mapi')
    .set({ ...columns, updated_at: new Date() })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteMapiRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('mapi').where('id', '=', id).execute();
}

/** The report's suspected vaccinations become these, each with its lot number as it is now. */
export async function setReportVaccinations(trx: Db, mapiId: number, vaccinations: MapiVaccinationChoice[]): Promise<void> {
  await trx.deleteFrom('mapi_vaccination').where('mapi_id', '=', mapiId).execute();
  await trx
    .insertInto('mapi_vaccination')
    .values(vaccinations.map((v) => ({ mapi_id: mapiId, vaccination_id: v.id, lot_number: v.lotNumber })))
    .execute();
}

/**
 * The serious reports of the children the caller sees (the whole country for national-level users:
 * the partial index mapi_serious_date_idx), their count and a page, newest first.
 */
export async function seriousMapiPage(db: Db, caller: Caller, page: number, pageSize: number) {
  const serious = () => db.selectFrom('mapi as m').innerJoin('citizen as c', 'c.id', 'm.child_id').where('m.serious', '=', true).where(childInScope(caller));
  const counted = await serious()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await serious()
    .leftJoin('structure as r', 'r.id', 'm.structure_id')
    .select([
      'm.id',
      'c.evax_number',
      'c.first_name_fr',
      'c.last_name_fr',
      'c.first_name_ar',
      'c.last_name_ar',
      'm.event_date',
      'm.serious_criteria',
      'm.outcome',
      'r.name_fr as structure_fr',
      'r.name_ar as structure_ar',
    ])
    .orderBy('m.event_date', 'desc')
    .orderBy('m.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { count: Number(counted.n), rows };
}

/** The serious reports of the children the caller sees whose event happened on or after `since` (mapi_serious_date_idx). */
export async function seriousMapiCountSince(db: Db, caller: Caller, since: string): Promise<number> {
  const row = await db
    .selectFrom('mapi as m')
    .innerJoin('citizen as c', 'c.id', 'm.child_id')
    .where('m.serious', '=', true)
    .where('m.event_date', '>=', since)
    .where(childInScope(caller))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
