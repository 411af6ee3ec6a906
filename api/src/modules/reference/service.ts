import type { DciRow, Paged } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { countAndPage, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { DCI_ORDERING, filteredDci, selectDciColumns, type DciFilters } from './queries.js';

const DEFAULT_ORDER = { field: 'name', descending: false };

export async function listDci(db: Db, params: ListParams, filters: Omit<DciFilters, 'search'>): Promise<Paged<DciRow>> {
  return countAndPage(filteredDci(db, { ...filters, search: params.search }), async (query) => {
    const rows = await pageOf(orderedBy(selectDciColumns(query), params.ordering, DCI_ORDERING, DEFAULT_ORDER, 'd.id'), params).execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      vaccineType: row.vaccine_type,
      vaccineCategory: row.vaccine_category,
      ageRange: row.age_range,
      is_active: row.is_active,
    }));
  });
}
