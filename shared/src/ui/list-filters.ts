/** A choice of a select filter; `labelKey` is translated, `label` shown as is (a structure's name). */
export interface FilterOption {
  value: string | number;
  label?: string;
  labelKey?: string;
}

interface FilterBase {
  /** The query parameter the API reads (a date range uses `${param}_from` and `${param}_to`). */
  param: string;
  labelKey: string;
}

/** The filters a paged list can declare, besides the active/inactive toggle. */
export type ListFilter =
  | (FilterBase & { kind: 'structure'; options: readonly FilterOption[] })
  | (FilterBase & { kind: 'state'; options: readonly FilterOption[] })
  | (FilterBase & { kind: 'date' })
  | (FilterBase & { kind: 'free' });

export type ListFilterKind = ListFilter['kind'];

/** The query parameters of a filter, in the URL and to the API. */
export function filterParams(filter: ListFilter): string[] {
  return filter.kind === 'date' ? [`${filter.param}_from`, `${filter.param}_to`] : [filter.param];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the URL says of the declared filters, ready for the fetcher; unknown or malformed values are left out. */
export function readFilters(params: URLSearchParams, filters: readonly ListFilter[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const filter of filters) {
    for (const param of filterParams(filter)) {
      const value = params.get(param)?.trim();
      if (value && acceptsValue(filter, value)) values[param] = value;
    }
  }
  return values;
}

function acceptsValue(filter: ListFilter, value: string): boolean {
  switch (filter.kind) {
    case 'date':
      return ISO_DATE.test(value);
    case 'structure':
      // A structure's id: its options may still be loading, the id stays in the URL meanwhile.
      return /^\d+$/.test(value);
    case 'state':
      return filter.options.some((option) => String(option.value) === value);
    case 'free':
      return true;
  }
}
