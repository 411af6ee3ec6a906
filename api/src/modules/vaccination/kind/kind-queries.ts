import {
  CATALOGUE_KINDS,
  VACCINATION_STATUS,
  type CatalogueKind,
  type KindDoseBody,
  type KindVaccinationRecord,
  type KindVaccinationRow,
} from '@evax/shared/contract';
import { KIND_ORDERING } from '@evax/shared/contract/schemas';
import type { Db } from '../../../db/connection.js';
import { RECORDER_COLUMNS, recorderOf } from '../common/recorder-queries.js';
import type { Caller } from '../../../http/context.js';
import type { ListParams } from '../../../http/list-query.js';
import { CHILD_NAME_COLUMNS, childInScope, toChildNames } from '../../citizen/index.js';
import { vaccinationListPage } from '../common/list-queries.js';

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

/** The active campaigns among `ids`, with their dates. */
export function activeCampaigns(db: Db, ids: number[]) {
  return ids.length
    ? db.selectFrom('seasonal_campaign').where('id', 'in', ids).where('is_active', '=', true).select(['id', 'start_date', 'end_date']).execute()
    : Promise.resolve([]);
}

/** A vaccine of the doses that the child already received that day (another row than `except`), or undefined. */
export function sameDayDose(db: Db, childId: number, doses: Pick<KindDoseBody, 'dci' | 'vaccinationDate'>[], except?: number) {
  let query = db
    .selectFrom('vaccination')
    .where('citizen_id', '=', childId)
    .where('kind', 'in', CATALOGUE_KINDS)
    .where((eb) => eb.or(doses.map((d) => eb.and([eb('dci_id', '=', d.dci), eb('vaccination_date', '=', d.vaccinationDate)]))));
  if (except !== undefined) query = query.where('id', '<>', except);
  return query.select(['dci_id', 'vaccination_date']).executeTakeFirst();
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
      ...RECORDER_COLUMNS,
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
    ...recorderOf(r),
  }));
}

const DEFAULT_ORDER = { field: 'vaccinationDate', descending: true };

/**
 * The kind's vaccinations of the children the caller sees, latest first; the search is an evax
 * number's prefix. A national caller's page is read from (kind, vaccination_date, id) (0031); a
 * centre's through its children (citizen by structure, then vaccination by citizen and kind).
 */
export async function listKindVaccinations(db: Db, caller: Caller, kind: CatalogueKind, params: ListParams) {
  const query = db
    .selectFrom('vaccination as v')
    .innerJoin('citizen as c', 'c.id', 'v.citizen_id')
    .where('v.kind', '=', kind)
    .where('v.status', '=', VACCINATION_STATUS.done)
    .where(childInScope(caller));
  const { rows, ...counted } = await vaccinationListPage(db, query, params, { columns: KIND_ORDERING, fallback: DEFAULT_ORDER, id: 'v.id' }, (page) =>
    page
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
  );
  const results: KindVaccinationRow[] = rows.map((r) => ({
    id: Number(r.id),
    ...toChildNames(r),
    birthDate: r.birth_date,
    dciName: r.dci_name,
    dciNameAr: r.dci_name_ar ?? r.dci_name,
    vaccinationDate: r.vaccination_date,
    lotNumber: r.lot_number,
    campaignSeason: r.season,
  }));
  return { ...counted, results };
}
