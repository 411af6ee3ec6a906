import type { ChildRow, Paged } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { countAndPage, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { CHILD_ORDERING, filteredChildren, selectChildColumns, toChildRow, type ChildFilters } from './queries.js';

/** Newest registrations first unless asked otherwise. */
const DEFAULT_ORDER = { field: 'createdAt', descending: true };

export async function listChildren(db: Db, caller: Caller, params: ListParams, filters: ChildFilters = {}): Promise<Paged<ChildRow>> {
  return countAndPage(filteredChildren(db, caller, params.search, filters), async (query) => {
    const rows = await pageOf(orderedBy(selectChildColumns(query), params.ordering, CHILD_ORDERING, DEFAULT_ORDER, 'c.id'), params).execute();
    return rows.map(toChildRow);
  });
}
