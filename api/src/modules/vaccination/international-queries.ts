import { sql } from 'kysely';
import { LIST_COUNT_CAP, type InternationalRecord } from '@evax/shared/contract';
import { INTERNATIONAL_ORDERING } from '@evax/shared/contract/schemas';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { countUpTo, escapeLike, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { CHILD_NAME_COLUMNS, toChildNames } from '../citizen/queries.js';
import { visibleChildren } from '../citizen/scope.js';

/** The travel vaccinations with their child, of the children the caller sees. */
const visibleRecords = (db: Db, caller: Caller) =>
  db
    .selectFrom('international_vaccination as iv')
    .innerJoin('citizen as c', 'c.id', 'iv.citizen_id')
    .innerJoin('structure as s', 's.id', 'c.structure_id')
    .where(visibleChildren(caller));

/** The records (all their fields), of one child or by id. */
export async function internationalRecords(db: Db, caller: Caller, where: { childId: number } | { id: number }): Promise<InternationalRecord[]> {
  const base = visibleRecords(db, caller);
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
  }));
}

const DEFAULT_ORDER = { field: 'dispensationDate', descending: true };

/** GET /api/vaccination_international/all: latest dispensation first, search by evax number prefix ((dispensation_date, id) index, 0031). */
export async function listInternational(db: Db, caller: Caller, params: ListParams) {
  let query = visibleRecords(db, caller);
  if (params.search) query = query.where(sql<boolean>`c.evax_number like ${`${escapeLike(params.search)}%`}`);
  const counted = await countUpTo(db, query.select('iv.id'), LIST_COUNT_CAP);
  const rows = await pageOf(
    orderedBy(
      query.select(['iv.id', ...CHILD_NAME_COLUMNS, 'iv.destination_country', 'iv.stay_start', 'iv.stay_end', 'iv.treatment_mode', 'iv.dispensation_date']),
      params.ordering,
      INTERNATIONAL_ORDERING,
      DEFAULT_ORDER,
      'iv.id',
      { nullable: [] },
    ),
    params,
  ).execute();
  return {
    ...counted,
    results: rows.map((r) => ({
      id: Number(r.id),
      ...toChildNames(r),
      destinationCountry: r.destination_country,
      stayStart: r.stay_start,
      stayEnd: r.stay_end,
      treatmentMode: r.treatment_mode,
      dispensationDate: r.dispensation_date,
    })),
  };
}
