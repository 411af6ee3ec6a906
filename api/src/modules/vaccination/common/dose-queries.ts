import type { VaccineCategory } from '@evax/shared/contract';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { VaccinationTable } from '../../../db/schema.js';
import { RECORDER_COLUMNS } from './recorder-queries.js';

/** A vaccination row of one of the kinds (whatever its child: the gate decides next), or undefined. */
export async function findDose(db: Db, id: number, kinds: readonly VaccineCategory[]) {
  const row = await db
    .selectFrom('vaccination as v')
    .where('v.id', '=', id)
    .where('v.kind', 'in', kinds)
    .select(['v.id', 'v.kind', 'v.citizen_id', 'v.dci_id', 'v.schedule_dose_id', 'v.status', 'v.allergy_confirmed', 'v.file_id', 'v.injection_site'])
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}

type DoseColumn = keyof VaccinationTable & string;

/** The dose's columns as they are, its row locked until the transaction ends. */
export async function lockedDose<C extends DoseColumn>(trx: Db, id: number, columns: readonly C[]): Promise<Pick<Selectable<VaccinationTable>, C>> {
  const row = await trx.selectFrom('vaccination').select(columns).where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
  return row as unknown as Pick<Selectable<VaccinationTable>, C>;
}

export async function insertDose(trx: Db, values: Insertable<VaccinationTable>): Promise<number> {
  const row = await trx.insertInto('vaccination').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Writes the values over the dose's (updated_at now); its id. */
export async function updateDose(trx: Db, id: number, values: Updateable<VaccinationTable>): Promise<number> {
  await trx
    .updateTable('vaccination')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
  return id;
}

/** The dose's whole row, locked (a delete keeps it in the audit). */
export function lockedDoseRow(trx: Db, id: number) {
  return trx.selectFrom('vaccination').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

export async function deleteDoseRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('vaccination').where('id', '=', id).execute();
}

/** Whether a MAPI report names the dose. */
export async function isReportedInMapi(trx: Db, id: number): Promise<boolean> {
  return (await trx.selectFrom('mapi_vaccination').select('mapi_id').where('vaccination_id', '=', id).executeTakeFirst()) !== undefined;
}

/** One vaccination of the kinds with what it recorded, its vaccine, its child's evax number and who recorded it where; undefined if missing. */
export async function doseDetail(db: Db, id: number, kinds: readonly VaccineCategory[]) {
  return db
    .selectFrom('vaccination as v')
    .innerJoin('citizen as c', 'c.id', 'v.citizen_id')
    .innerJoin('dci as d', 'd.id', 'v.dci_id')
    .leftJoin('structure as s', 's.id', 'v.structure_id')
    .leftJoin('app_user as u', 'u.id', 'v.created_by')
    .leftJoin('vaccination_file as f', 'f.id', 'v.file_id')
    .where('v.id', '=', id)
    .where('v.kind', 'in', kinds)
    .select([
      'v.id',
      'v.kind',
      'c.evax_number',
      'v.status',
      'v.dci_id',
      'd.name as dci_name',
      'd.name_ar as dci_name_ar',
      'v.schedule_dose_id',
      'v.vaccination_date',
      'v.lot_number',
      'v.commercial_name',
      'v.injection_site',
      'v.place',
      'v.quantity',
      'v.allergy_confirmed',
      'f.name as file_name',
      'v.campaign_id',
      'v.country',
      'v.international_reference',
      'v.location',
      ...RECORDER_COLUMNS,
    ])
    .executeTakeFirst();
}
