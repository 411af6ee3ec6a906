import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { VaccineCategory, VaccineType } from '@evax/shared/contract';
import type { Database, DciTable } from '../../db/schema.js';
import { arabicContains } from '../../http/arabic-search.js';
import { escapeLike } from '../../http/list-query.js';

export const DCI_ORDERING = {
  id: 'd.id',
  name: 'd.name',
  /** Arabic pages sort the name column by the Arabic name (rows without one come last). */
  nameAr: 'd.name_ar',
  vaccineType: 'd.vaccine_type',
  vaccineCategory: 'd.vaccine_category',
  is_active: 'd.is_active',
} as const;

export interface DciFilters {
  search: string | null;
  isActive: boolean | null;
  vaccineCategory: VaccineCategory | null;
  vaccineType: VaccineType | null;
}

/** The DCI matching the filters; the search looks anywhere in the French or Arabic name (the catalogue is small). */
export function filteredDci(db: Kysely<Database>, filters: DciFilters) {
  let query = db.selectFrom('dci as d');
  if (filters.search)
    query = query.where(
      sql<boolean>`(lower(d.name) like ${`%${escapeLike(filters.search.toLowerCase())}%`} or ${arabicContains(sql.ref('d.name_ar'), filters.search)})`,
    );
  if (filters.isActive !== null) query = query.where('d.is_active', '=', filters.isActive);
  if (filters.vaccineCategory) query = query.where('d.vaccine_category', '=', filters.vaccineCategory);
  if (filters.vaccineType) query = query.where('d.vaccine_type', '=', filters.vaccineType);
  return query;
}

export function selectDciColumns(query: ReturnType<typeof filteredDci>) {
  return query.select(['d.id', 'd.name', 'd.name_ar', 'd.vaccine_type', 'd.vaccine_category', 'd.age_range', 'd.is_active', 'd.validity_days']);
}

/** One DCI with its dates and how many specialties it has; `forUpdate` locks it until the transaction ends. */
export function findDci(db: Kysely<Database>, id: number, { forUpdate = false } = {}) {
  const query = db
    .selectFrom('dci as d')
    .select([
      'd.id',
      'd.name',
      'd.name_ar',
      'd.vaccine_type',
      'd.vaccine_category',
      'd.age_range',
      'd.is_active',
      'd.validity_days',
      'd.created_at',
      'd.updated_at',
      (eb) =>
        eb
          .selectFrom('specialty as s')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('s.dci_id', '=', 'd.id')
          .as('specialties_count'),
    ])
    .where('d.id', '=', id);
  return (forUpdate ? query.forUpdate('d') : query).executeTakeFirst();
}

/** The id of the DCI with this name whatever its case, other than `exceptId`. */
export async function dciIdByName(db: Kysely<Database>, name: string, exceptId: number | null = null): Promise<number | null> {
  let query = db
    .selectFrom('dci')
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id ?? null;
}

/** The id of the DCI with this Arabic name, other than `exceptId`. */
export async function dciIdByNameAr(db: Kysely<Database>, nameAr: string, exceptId: number | null = null): Promise<number | null> {
  let query = db.selectFrom('dci').select('id').where('name_ar', '=', nameAr);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst())?.id ?? null;
}

/** What still points at a DCI: vaccinations, routine-schedule doses, specialties. */
export async function dciReferences(db: Kysely<Database>, id: number): Promise<{ vaccinations: number; scheduleDoses: number; specialties: number }> {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*)::int from vaccination where dci_id = ${id})`.as('vaccinations'),
      sql<number>`(select count(*)::int from routine_schedule_dose where dci_id = ${id})`.as('scheduleDoses'),
      sql<number>`(select count(*)::int from specialty where dci_id = ${id})`.as('specialties'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

export async function insertDciRow(trx: Kysely<Database>, values: Insertable<DciTable>): Promise<number> {
  return (await trx.insertInto('dci').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateDciRow(trx: Kysely<Database>, id: number, changes: Updateable<DciTable>): Promise<void> {
  await trx
    .updateTable('dci')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteDciRow(trx: Kysely<Database>, id: number): Promise<void> {
  await trx.deleteFrom('dci').where('id', '=', id).execute();
}

/** The catalogue's active vaccines (DCIs), by French name, with the Arabic name or the French one: a vaccine filter's choices. */
export async function vaccineChoices(db: Kysely<Database>): Promise<{ id: number; nameFr: string; nameAr: string }[]> {
  const rows = await db.selectFrom('dci').select(['id', 'name', 'name_ar']).where('is_active', '=', true).orderBy('name').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, nameFr: row.name, nameAr: row.name_ar ?? row.name }));
}
