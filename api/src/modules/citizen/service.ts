import type { ChildRow, Paged } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { countChildren } from './child-count.js';
import { CHILD_ORDERING, childrenWithPlaces, selectChildColumns, toChildRow, visibleChildIds, type ChildFilters } from './queries.js';

/** Newest registrations first unless asked otherwise. */
const DEFAULT_ORDER = { field: 'createdAt', descending: true };

/**
 * A page of the children the caller sees, and their total (countChildren). The page's ids come
 * first, from the ordering's index (0028) alone, so a deep page skips index entries rather than
 * rows; then those ten rows are read with their places.
 */
export async function listChildren(db: Db, caller: Caller, params: ListParams, filters: ChildFilters = {}): Promise<Paged<ChildRow>> {
  const order = [params.ordering, CHILD_ORDERING, DEFAULT_ORDER, 'c.id', { nullable: [] }] as const;
  const pageIds = pageOf(orderedBy(visibleChildIds(db, caller, params.search, filters), ...order), params);
  const [count, rows] = await Promise.all([
    countChildren(db, caller, params.search, filters),
    orderedBy(selectChildColumns(childrenWithPlaces(db)).where('c.id', 'in', pageIds), ...order).execute(),
  ]);
  return { ...count, results: rows.map(toChildRow) };
}
