import { sql } from 'kysely';
import type { VaccineCategory } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { escapeLike } from '../../http/list-query.js';

export const DCI_ORDERING = {
  id: 'd.id',
  name: 'd.name',
  vaccineType: 'd.vaccine_type',
  vaccineCategory: 'd.vaccine_category',
} as const;

export interface DciFilters {
  search: string | null;
  isActive: boolean | null;
  vaccineCategory: VaccineCategory | null;
}

/** The DCI matching the filters; the search looks anywhere in the name (the catalogue is small). */
export function filteredDci(db: Db, filters: DciFilters) {
  let query = db.selectFrom('dci as d');
  if (filters.search) query = query.where(sql<boolean>`lower(d.name) like ${`%${escapeLike(filters.search.toLowerCase())}%`}`);
  if (filters.isActive !== null) query = query.where('d.is_active', '=', filters.isActive);
  if (filters.vaccineCategory) query = query.where('d.vaccine_category', '=', filters.vaccineCategory);
  return query;
}

export function selectDciColumns(query: ReturnType<typeof filteredDci>) {
  return query.select(['d.id', 'd.name', 'd.vaccine_type', 'd.vaccine_category', 'd.age_range', 'd.is_active']);
}
