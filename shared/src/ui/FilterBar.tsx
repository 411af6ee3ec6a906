import { lazy, Suspense, type ComponentProps } from 'react';

// The filters' controls (antd Select, DatePicker, Input) load with the first page that shows them,
// never with the kit's entry (see PagedTable).
const ListFiltersView = lazy(() => import('./ListFilters.js').then((module) => ({ default: module.ListFilters })));

/** The kit's list filters (structure, state, date range, free text) for a page that is not a PagedTable. */
export function FilterBar(props: ComponentProps<typeof ListFiltersView>) {
  return (
    <Suspense fallback={null}>
      <ListFiltersView {...props} />
    </Suspense>
  );
}
