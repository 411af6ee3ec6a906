import { filterParams, readFilters, readTableQuery, type ListFilter } from '@evax/shared/ui';

const filters: ListFilter[] = [
  { kind: 'structure', param: 'structure', labelKey: 'S', options: [] },
  {
    kind: 'state',
    param: 'status',
    labelKey: 'T',
    options: [
      { value: 1, labelKey: 'A' },
      { value: 2, labelKey: 'B' },
    ],
  },
  { kind: 'date', param: 'created', labelKey: 'D' },
  { kind: 'free', param: 'lot', labelKey: 'F' },
];

describe('list filters in the URL', () => {
  it('a date range has a _from and a _to parameter, the other kinds one', () => {
    expect(filters.map(filterParams)).toEqual([['structure'], ['status'], ['created_from', 'created_to'], ['lot']]);
  });

  it('reads the declared filters, ignoring other parameters', () => {
    const params = new URLSearchParams('structure=12&status=2&created_from=2026-01-01&created_to=2026-02-01&lot=%20AB%20&other=1');
    expect(readFilters(params, filters)).toEqual({ structure: '12', status: '2', created_from: '2026-01-01', created_to: '2026-02-01', lot: 'AB' });
  });

  it('leaves out malformed values: a structure not an id, a state not offered, a date not YYYY-MM-DD, empty text', () => {
    const params = new URLSearchParams('structure=abc&status=9&created_from=01/01/2026&lot=%20');
    expect(readFilters(params, filters)).toEqual({});
  });

  it('passes the filters with the rest of the table query', () => {
    expect(readTableQuery(new URLSearchParams('page=2&status=1'), { activeFilter: true, filters })).toEqual({
      page: 2,
      page_size: 10,
      is_active: 1,
      status: '1',
    });
  });
});
