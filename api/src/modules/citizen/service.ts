import { LIST_COUNT_CAP, type ChildRow, type Paged } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { countUpTo, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import {
  CHILD_ORDERING,
  childrenWithPlaces,
  keptChildCount,
  keptChildCountQuery,
  selectChildColumns,
  toChildRow,
  visibleChildIds,
  type ChildFilters,
} from './queries.js';

export interface ChildCount {
  count: number;
  /** More than LIST_COUNT_CAP children match the search: `count` is that cap. */
  countCapped?: true;
}

/**
 * The total of a children list (docs/decisions/performance.md, "National scale: children"): without a
 * search, exact, the sum of the counts kept per structure (0028) over the caller's structures; with
 * one, its matches counted up to LIST_COUNT_CAP, and past it "more than" the cap.
 */
export async function countChildren(db: Db, caller: Caller, search: string | null, filters: ChildFilters): Promise<ChildCount> {
  if (!search) return { count: await keptChildCount(db, caller, filters) };
  return countUpTo(db, visibleChildIds(db, caller, search, filters), LIST_COUNT_CAP);
}

/** Newest registrations first unless asked otherwise. */
const DEFAULT_ORDER = { field: 'createdAt', descending: true };

/**
 * A page of the children the caller sees, and their total (countChildren). The page's ids come
 * first, from the ordering's index (0028) alone, so a deep page skips index entries rather than
 * rows; then those ten rows are read with their places. Without a search, the kept total rides on
 * the page's rows (one statement, one round trip: issue 28); only an empty page asks for it apart.
 */
export async function listChildren(db: Db, caller: Caller, params: ListParams, filters: ChildFilters = {}): Promise<Paged<ChildRow>> {
  const order = [params.ordering, CHILD_ORDERING, DEFAULT_ORDER, 'c.id', { nullable: [] }] as const;
  const pageIds = pageOf(orderedBy(visibleChildIds(db, caller, params.search, filters), ...order), params);
  const page = orderedBy(selectChildColumns(childrenWithPlaces(db)).where('c.id', 'in', pageIds), ...order);
  if (!params.search) {
    const rows = await page.select(keptChildCountQuery(db, caller, filters).as('total')).execute();
    const count = rows.length > 0 ? Number(rows[0]!.total) : await keptChildCount(db, caller, filters);
    return { count, results: rows.map(toChildRow) };
  }
  const [count, rows] = await Promise.all([countChildren(db, caller, params.search, filters), page.execute()]);
  return { ...count, results: rows.map(toChildRow) };
}
