import { lazy, Suspense, type ComponentType, type Key, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { PageFetcher, ResourceKey } from '@evax/shared/runtime';
import type { SearchBoxOptions } from './SearchBox.js';
import type { ListFilter } from './list-filters.js';

export interface PagedTableProps<Row> {
  /** A column with `sorter: true` sorts on the server by its `key` (the API's ordering field). */
  columns: TableColumnsType<Row>;
  /** Loads one page; must be stable (a module-level function). */
  fetchPage: PageFetcher<Row>;
  rowKey: keyof Row & string;
  /** The search box, or false for none. */
  search?: SearchBoxOptions | false;
  /** Shows the active / inactive toggle; `is_active` (1 by default, 0) goes in the URL and to the API. */
  activeFilter?: boolean;
  /** Structure, date range, state and free-text filters; their parameters go in the URL and to the API. */
  filters?: readonly ListFilter[];
  /** Buttons shown beside the search box (new, export, import...). */
  toolbar?: ReactNode;
  /** What the list's pages are cached under (useResource): `invalidate(key)` loads the page again and clears the selection. */
  resourceKey?: ResourceKey;
  /** Rows can be selected with a checkbox. */
  selectable?: boolean;
  /** What is done to the rows selected (their keys), shown beside the toolbar; makes the rows selectable. */
  selectionActions?: (selectedKeys: readonly Key[]) => ReactNode;
}

// antd's Table (with Select, Pagination, Checkbox...) stays off pages that show no list, such as
// the login page: @evax/shared/ui is one shared module, so what it imports eagerly, every page loads.
const PagedTableView = lazy(() => import('./PagedTableView.js')) as ComponentType<PagedTableProps<object>>;

/**
 * A server-side paged list: page, page_size, search and ordering live in the URL query,
 * so a list can be bookmarked and comes back as it was after visiting a row.
 */
export function PagedTable<Row extends object>(props: PagedTableProps<Row>) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: 240 }} />}>
      <PagedTableView {...(props as unknown as PagedTableProps<object>)} />
    </Suspense>
  );
}
