import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, SpecialtyTable } from '../../db/schema.js';
import { arabicContains } from '../../http/arabic-search.js';
import { escapeLike } from '../../http/list-query.js';

export const SPECIALTY_ORDERING = {
  id: 's.id',
  pctCode: 's.pct_code',
  commercialName: 's.commercial_name',
  manufacturer: 's.manufacturer',
  dciName: 'd.name',
  dciNameAr: 'd.name_ar',
  reminder: 's.reminder',
  is_active: 's.is_active',
} as const;

export interface SpecialtyFilters {
  search: string | null;
  isActive: boolean | null;
  dciId: number | null;
}

/**
 * The specialties matching the filters. The search looks anywhere in the commercial name, the
 * manufacturer, the DCI's French or Arabic name or the Arabic presentation, and at the start
 * of the PCT code (the catalogue is small).
 */
export function filteredSpecialties(db: Kysely<Database>, filters: SpecialtyFilters) {
  let query = db.selectFrom('specialty as s').innerJoin('dci as d', 'd.id', 's.dci_id');
  if (filters.search) {
    const anywhere = `%${escapeLike(filters.search.toLowerCase())}%`;
    const prefix = `${escapeLike(filters.search)}%`;
    query = query.where(sql<boolean>`(lower(s.commercial_name) like ${anywhere}
      or lower(s.manufacturer) like ${anywhere}
      or lower(d.name) like ${anywhere}
      or ${arabicContains(sql.ref('d.name_ar'), filters.search)}
      or ${arabicContains(sql.ref('s.label_ar'), filters.search)}
      or s.pct_code like ${prefix})`);
  }
  if (filters.isActive !== null) query = query.where('s.is_active', '=', filters.isActive);
  if (filters.dciId !== null) query = query.where('s.dci_id', '=', filters.dciId);
  return query;
}

export function selectSpecialtyColumns(query: ReturnType<typeof filteredSpecialties>) {
  return query.select([
    's.id',
    's.dci_id',
    'd.name as dci_name',
    'd.name_ar as dci_name_ar',
    's.pct_code',
    's.commercial_name',
    's.manufacturer',
    's.label',
    's.label_ar',
    's.reminder',
    's.is_active',
  ]);
}

export function findSpecialty(db: Kysely<Database>, id: number, { forUpdate = false } = {}) {
  const query = selectSpecialtyColumns(db.selectFrom('specialty as s').innerJoin('dci as d', 'd.id', 's.dci_id')).where('s.id', '=', id);
  return (forUpdate ? query.forUpdate('s') : query).executeTakeFirst();
}

export async function specialtyIdByPctCode(db: Kysely<Database>, pctCode: string, exceptId: number | null = null): Promise<number | null> {
  let query = db.selectFrom('specialty').select('id').where('pct_code', '=', pctCode);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id ?? null;
}

/** Whether a DCI has the id, and whether it is active (undefined: no such DCI). */
export function dciState(db: Kysely<Database>, dciId: number) {
  return db.selectFrom('dci').select(['is_active']).where('id', '=', dciId).executeTakeFirst();
}

/** The id of the DCI of this id, or of this name whatever its case; null when none. */
export async function dciIdOf(db: Kysely<Database>, by: { id: number } | { name: string }): Promise<number | null> {
  const query = db.selectFrom('dci').select('id');
  const found = await ('id' in by ? query.where('id', '=', by.id) : query.where(sql<boolean>`lower(name) = lower(${by.name})`)).executeTakeFirst();
  return found?.id ?? null;
}

export async function insertSpecialtyRow(trx: Kysely<Database>, values: Insertable<SpecialtyTable>): Promise<number> {
  return (await trx.insertInto('specialty').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateSpecialtyRow(trx: Kysely<Database>, id: number, changes: Updateable<SpecialtyTable>): Promise<void> {
  await trx
    .updateTable('specialty')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteSpecialtyRow(trx: Kysely<Database>, id: number): Promise<void> {
  await trx.deleteFrom('specialty').where('id', '=', id).execute();
}
