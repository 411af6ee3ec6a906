import { OPTION_LIST_CODES, type CatalogueKind, type KindVaccinesList } from '@evax/shared/contract';
import type { Db } from '../../../db/connection.js';

/** The codes of the injection sites an agent may choose (the INJECTION_SITE option list). */
export async function activeInjectionSites(db: Db): Promise<Set<string>> {
  const rows = await db
    .selectFrom('option_list_item as i')
    .innerJoin('option_list as l', 'l.id', 'i.list_id')
    .where('l.code', '=', OPTION_LIST_CODES.injectionSite)
    .where('i.is_active', '=', true)
    .select('i.code')
    .execute();
  return new Set(rows.map((r) => r.code).filter((code): code is string => code !== null));
}

/** The active specialties among `ids`, with their DCI. */
export function activeSpecialties(db: Db, ids: number[]) {
  return ids.length ? db.selectFrom('specialty').select(['id', 'dci_id']).where('id', 'in', ids).where('is_active', '=', true).execute() : Promise.resolve([]);
}

/** The commercial names of the specialties picked: the dose's commercial name when none is typed. */
export async function specialtyNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('specialty').select(['id', 'commercial_name']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.commercial_name]));
}

/** The ids among `ids` of the kind's active vaccines (DCIs of its category). */
export async function activeVaccinesOfKind(db: Db, kind: CatalogueKind | 'international' | 'rabies', ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('dci').where('id', 'in', ids).where('vaccine_category', '=', kind).where('is_active', '=', true).select('id').execute();
  return new Set(rows.map((r) => r.id));
}

/** The kind's active vaccines of the catalogue, each with its active specialties. */
export async function catalogueVaccines(db: Db, kind: CatalogueKind | 'international' | 'rabies'): Promise<KindVaccinesList['vaccines']> {
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
