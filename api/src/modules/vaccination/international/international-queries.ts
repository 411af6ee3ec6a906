import type { InternationalRecord, InternationalRow } from '@evax/shared/contract';
import { INTERNATIONAL_ORDERING } from '@evax/shared/contract/schemas';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/connection.js';
import type { InternationalVaccinationTable } from '../../../db/schema.js';
import type { Caller } from '../../../http/context.js';
import type { ListParams } from '../../../http/list-query.js';
import { CHILD_NAME_COLUMNS, childInScope, toChildNames } from '../../citizen/index.js';
import { vaccinationListPage } from '../common/list-queries.js';

/** The records (all their fields) with their child's id, of one child or by id; the gate decided the caller sees the child. */
export async function internationalRecords(db: Db, where: { childId: number } | { id: number }): Promise<{ childId: number; record: InternationalRecord }[]> {
  const base = db.selectFrom('international_vaccination as iv').innerJoin('citizen as c', 'c.id', 'iv.citizen_id');
  const query = 'childId' in where ? base.where('iv.citizen_id', '=', where.childId) : base.where('iv.id', '=', where.id);
  const rows = await query
    .innerJoin('governorate as g', 'g.id', 'iv.residence_governorate_id')
    .innerJoin('delegation as dl', 'dl.id', 'iv.residence_delegation_id')
    .leftJoin('dci as d', 'd.id', 'iv.dci_id')
    .leftJoin('structure as vs', 'vs.id', 'iv.structure_id')
    .selectAll('iv')
    .select([
      'c.evax_number',
      'g.name_fr as governorate_fr',
      'g.name_ar as governorate_ar',
      'dl.name_fr as delegation_fr',
      'dl.name_ar as delegation_ar',
      'd.name as dci_name',
      'd.name_ar as dci_name_ar',
      'vs.name_fr as structure_fr',
      'vs.name_ar as structure_ar',
    ])
    .orderBy('iv.dispensation_date', 'desc')
    .orderBy('iv.id', 'desc')
    .execute();
  return rows.map((r) => ({
    childId: r.citizen_id,
    record: {
      id: Number(r.id),
      evaxNumber: r.evax_number,
      destinationCountry: r.destination_country,
      stayStart: r.stay_start,
      stayEnd: r.stay_end,
      stayType: r.stay_type,
      residenceGovernorate: r.residence_governorate_id,
      residenceDelegation: r.residence_delegation_id,
      residence: {
        governorate: { nameFr: r.governorate_fr, nameAr: r.governorate_ar },
        delegation: { nameFr: r.delegation_fr, nameAr: r.delegation_ar ?? r.delegation_fr },
      },
      treatmentMode: r.treatment_mode,
      dci: r.dci_id,
      dciName: r.dci_name,
      dciNameAr: r.dci_name_ar ?? r.dci_name,
      eggAllergy: r.egg_allergy,
      eggAllergyConfirmed: r.egg_allergy_confirmed,
      administrationRoute: r.administration_route,
      quantity: r.quantity,
      treatmentStart: r.treatment_start,
      treatmentEnd: r.treatment_end,
      dispensationDate: r.dispensation_date,
      medicineName: r.medicine_name,
      batchNumber: r.batch_number,
      structure: r.structure_fr !== null && r.structure_ar !== null ? { nameFr: r.structure_fr, nameAr: r.structure_ar } : null,
    },
  }));
}

const DEFAULT_ORDER = { field: 'dispensationDate', descending: true };

/** GET /api/vaccination_international/all: latest dispensation first, search by evax number prefix ((dispensation_date, id) index, 0031). */
export async function listInternational(db: Db, caller: Caller, params: ListParams) {
  const query = db.selectFrom('international_vaccination as iv').innerJoin('citizen as c', 'c.id', 'iv.citizen_id').where(childInScope(caller));
  const { rows, ...counted } = await vaccinationListPage(db, query, params, { columns: INTERNATIONAL_ORDERING, fallback: DEFAULT_ORDER, id: 'iv.id' }, (page) =>
    page.select(['iv.id', ...CHILD_NAME_COLUMNS, 'iv.destination_country', 'iv.stay_start', 'iv.stay_end', 'iv.treatment_mode', 'iv.dispensation_date']),
  );
  const results: InternationalRow[] = rows.map((r) => ({
    id: Number(r.id),
    ...toChildNames(r),
    destinationCountry: r.destination_country,
    stayStart: r.stay_start,
    stayEnd: r.stay_end,
    treatmentMode: r.treatment_mode,
    dispensationDate: r.dispensation_date,
  }));
  return { ...counted, results };
}

/** Whether the delegation exists (and its governorate), the governorate exists. */
export async function residencePlaces(db: Db, governorateId: number, delegationId: number) {
  const [governorate, delegation] = await Promise.all([
    db.selectFrom('governorate').where('id', '=', governorateId).select('id').executeTakeFirst(),
    db.selectFrom('delegation').where('id', '=', delegationId).select('governorate_id').executeTakeFirst(),
  ]);
  return { governorateExists: governorate !== undefined, delegationGovernorate: delegation?.governorate_id };
}

type Columns = Omit<Insertable<InternationalVaccinationTable>, 'citizen_id' | 'structure_id' | 'created_by'>;

export async function insertInternational(trx: Db, values: Insertable<InternationalVaccinationTable>): Promise<number> {
  const row = await trx.insertInto('international_vaccination').values(values).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The record's row as it is, locked until the transaction ends, or undefined. */
export function lockedInternational(trx: Db, id: number) {
  return trx.selectFrom('international_vaccination').where('id', '=', id).selectAll().forUpdate().executeTakeFirst();
}

export async function updateInternationalRow(trx: Db, id: number, columns: Columns & Updateable<InternationalVaccinationTable>): Promise<void> {
  await trx
    .updateTable('international_vaccination')
    .set({ ...columns, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the record; false when it was already gone. */
export async function deleteInternationalRow(trx: Db, id: number): Promise<boolean> {
  return (await trx.deleteFrom('international_vaccination').where('id', '=', id).returning('id').executeTakeFirst()) !== undefined;
}
