import { readFilters, type ListFilter } from './list-filters.js';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, VACCINATION_STATUS, type ListQuery } from '@evax/shared/contract';

/** The list query a paged table keeps in the URL: page, page_size, search, ordering, and its filters' parameters. */
export interface TableQuery extends ListQuery {
  page: number;
  page_size: number;
  [filterParam: string]: string | number | undefined;
}

/**
 * The list query in the URL. With `activeFilter`, `is_active` (1 active, 0 inactive) is always
 * sent, active when the URL does not say (the archived toggle of spec 3 §2).
 */
export function readTableQuery(
  params: URLSearchParams,
  { activeFilter = false, filters = [] }: { activeFilter?: boolean; filters?: readonly ListFilter[] } = {},
): TableQuery {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('page_size'));
  const query: TableQuery = {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_PAGE,
    page_size: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
  const search = params.get('search')?.trim();
  if (search) query.search = search;
  const ordering = params.get('ordering');
  if (ordering) query.ordering = ordering;
  if (activeFilter) query.is_active = params.get('is_active') === '0' ? 0 : 1;
  return { ...query, ...readFilters(params, filters) };
}

/**
 * The URL parameters after a change: other parameters are kept, an empty value removes its
 * parameter (spec 1 §2.4: an empty search is removed from the query).
 */
export function withTableQuery(params: URLSearchParams, change: Partial<Record<keyof TableQuery, string | number | undefined>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change)) {
    const text = value === undefined ? '' : String(value).trim();
    if (text) next.set(name, text);
    else next.delete(name);
  }
  return next;
}

/** antd's sorter state to the API's ordering parameter (`field`, or `-field` descending). */
export function toOrdering(field: string | undefined, order: 'ascend' | 'descend' | null | undefined): string | undefined {
  if (!field || !order) return undefined;
  return order === 'descend' ? `-${field}` : field;
}

export function sortOrderOf(ordering: string | undefined, field: string): 'ascend' | 'descend' | null {
  if (ordering === field) return 'ascend';
  if (ordering === `-${field}`) return 'descend';
  return null;
}

/** Spec 1 §2.4: a row whose `status` is 2 (done) is styled as done in a paged table. */
export function isDoneRow(row: object): boolean {
  return (row as { status?: unknown }).status === VACCINATION_STATUS.done;
}

/** The row attributes of a done row (a class for styling and tests, and its colours). */
export const DONE_ROW_STYLE = { background: '#f6ffed', color: '#237804' } as const;
