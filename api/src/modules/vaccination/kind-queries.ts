import { sql } from 'kysely';
import { LIST_COUNT_CAP, VACCINATION_STATUS, type CatalogueKind, type KindVaccinationRecord, type KindVaccinesList } from '@evax/shared/contract';
import { KIND_ORDERING } from '@evax/shared/contract/schemas';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { countUpTo, escapeLike, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { CHILD_NAME_COLUMNS, toChildNames } from '../citizen/queries.js';
import { visibleChildren } from '../citizen/scope.js';

/** The campaigns whose dates hold `day` (the seasonal form offers those open today). */
export async function campaignsOn(db: Db, day: string) {
  const rows = await db
    .selectFrom('seasonal_campaign')
    .where('is_active', '=', true)
    .where('start_date', '<=', day)
    .where('end_date', '>=', day)
    .select(['id', 'name_fr', 'name_ar', 'season', 'start_date', 'end_date'])
    .orderBy('start_date')
    .execute();
  return rows.map((c) => ({ id: c.id, nameFr: c.name_fr, nameAr: c.name_ar, season: c.season, startDate: c.start_date, endDate: c.end_date }));
}

/** The kind's active vaccines of the catalogue, each with its active specialties. */
export async function catalogueVaccines(db: Db, kind: CatalogueKind | 'international'): Promise<KindVaccinesList['vaccines']> {
  const dcis = await db
    .selectFrom('dci')
    .where('vaccine_category', '=', kind)
    .where('is_active', '=', true)
    .select(['id', 'name', 'name_ar'])
    .orderBy('name')
    .execute();
  const specialties = dcis.length
    ? await db
        .selectFrom('specialty')
        .where(
          'dci_id',
          'in',
          dcis.map((d) => d.id),
        )
        .where('is_active', '=', true)
        .select(['id', 'dci_id', 'commercial_name as name'])
        .orderBy('commercial_name')
        .execute()
    : [];
  return dcis.map((d) => ({
    id: d.id,
    name: d.name,
    nameAr: d.name_ar ?? d.name,
    specialties: specialties.filter((s) => s.dci_id === d.id).map((s) => ({ id: s.id, name: s.name })),
  }));
}

/** The child's vaccinations of the kind, latest first, with who recorded them where. */
export async function kindRecords(db: Db, childId: number, kind: CatalogueKind): Promise<KindVaccinationRecord[]> {
  const rows = await db
    .selectFrom('vaccination as v')
    .innerJoin('dci as d', 'd.id', 'v.dci_id')
    .leftJoin('specialty as sp', 'sp.id', 'v.specialty_id')
    .leftJoin('seasonal_campaign as sc', 'sc.id', 'v.campaign_id')
    .leftJoin('structure as s', 's.id', 'v.structure_id')
    .leftJoin('app_user as u', 'u.id', 'v.created_by')
    .leftJoin('vaccination_file as f', 'f.id', 'v.file_id')
    .where('v.citizen_id', '=', childId)
    .where('v.kind', '=', kind)
    .where('v.status', '=', VACCINATION_STATUS.done)
    .select([
      'v.id',
      'v.dci_id',
      'd.name as dci_name',
      'd.name_ar as dci_name_ar',
      'sp.commercial_name as specialty_name',
      'v.commercial_name',
      'v.lot_number',
      'v.injection_site',
      'v.vaccination_date',
      'v.place',
      'v.quantity',
      'v.allergy_confirmed',
      'f.name as file_name',
      'sc.id as campaign_id',
      'sc.name_fr as campaign_fr',
      'sc.name_ar as campaign_ar',
      'sc.season',
      's.name_fr as structure_fr',
      's.name_ar as structure_ar',
      'u.first_name_fr as user_first_fr',
      'u.last_name_fr as user_last_fr',
      'u.first_name_ar as user_first_ar',
      'u.last_name_ar as user_last_ar',
    ])
    .orderBy('v.vaccination_date', 'desc')
    .orderBy('v.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    dci: r.dci_id,
    dciName: r.dci_name,
    dciNameAr: r.dci_name_ar ?? r.dci_name,
    specialtyName: r.specialty_name,
    commercialName: r.commercial_name,
    lotNumber: r.lot_number,
    injectionSite: r.injection_site,
    vaccinationDate: r.vaccination_date,
    place: r.place,
    quantity: r.quantity,
    allergyConfirmed: r.allergy_confirmed,
    fileName: r.file_name,
    campaign: r.campaign_id !== null ? { id: r.campaign_id, nameFr: r.campaign_fr!, nameAr: r.campaign_ar!, season: r.season! } : null,
    structure: r.structure_fr !== null && r.structure_ar !== null ? { nameFr: r.structure_fr, nameAr: r.structure_ar } : null,
    vaccinator: r.user_first_fr !== null ? { nameFr: `${r.user_first_fr} ${r.user_last_fr}`, nameAr: `${r.user_first_ar} ${r.user_last_ar}` } : null,
  }));
}

const DEFAULT_ORDER = { field: 'vaccinationDate', descending: true };

/**
 * The kind's vaccinations of the children the caller sees, latest first; the search is an evax
 * number's prefix. A national caller's page is read from (kind, vaccination_date, id) (0031); a
 * centre's through its children (citizen by structure, then vaccination by citizen and kind).
 */
export async function listKindVaccinations(db: Db, caller: Caller, kind: CatalogueKind, params: ListParams) {
  let query = db
    .selectFrom('vaccination as v')
    .innerJoin('citizen as c', 'c.id', 'v.citizen_id')
    .innerJoin('structure as s', 's.id', 'c.structure_id')
    .where('v.kind', '=', kind)
    .where('v.status', '=', VACCINATION_STATUS.done)
    .where(visibleChildren(caller));
  if (params.search) query = query.where(sql<boolean>`c.evax_number like ${`${escapeLike(params.search)}%`}`);
  const counted = await countUpTo(db, query.select('v.id'), LIST_COUNT_CAP);
  const rows = await pageOf(
    orderedBy(
      query
        .innerJoin('dci as d', 'd.id', 'v.dci_id')
        .leftJoin('seasonal_campaign as sc', 'sc.id', 'v.campaign_id')
        .select([
          'v.id',
          ...CHILD_NAME_COLUMNS,
          'c.birth_date',
          'd.name as dci_name',
          'd.name_ar as dci_name_ar',
          'v.vaccination_date',
          'v.lot_number',
          'sc.season',
        ]),
      params.ordering,
      KIND_ORDERING,
      DEFAULT_ORDER,
      'v.id',
      { nullable: [] },
    ),
    params,
  ).execute();
  return {
    ...counted,
    results: rows.map((r) => ({
      id: Number(r.id),
      ...toChildNames(r),
      birthDate: r.birth_date,
      dciName: r.dci_name,
      dciNameAr: r.dci_name_ar ?? r.dci_name,
      vaccinationDate: r.vaccination_date,
      lotNumber: r.lot_number,
      campaignSeason: r.season,
    })),
  };
}
