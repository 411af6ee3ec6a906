import { readTableQuery, sortOrderOf, toOrdering, withTableQuery } from '@evax/shared/ui';

describe('table query in the URL', () => {
  it('reads is_active only for a table with the active filter, active by default', () => {
    expect(readTableQuery(new URLSearchParams('is_active=0'))).toEqual({ page: 1, page_size: 10 });
    expect(readTableQuery(new URLSearchParams(''), { activeFilter: true })).toEqual({ page: 1, page_size: 10, is_active: 1 });
    expect(readTableQuery(new URLSearchParams('is_active=0'), { activeFilter: true })).toEqual({ page: 1, page_size: 10, is_active: 0 });
    expect(readTableQuery(new URLSearchParams('is_active=x'), { activeFilter: true })).toEqual({ page: 1, page_size: 10, is_active: 1 });
  });

  it('reads page, page size, search and ordering, with defaults', () => {
    expect(readTableQuery(new URLSearchParams(''))).toEqual({ page: 1, page_size: 10 });
    expect(readTableQuery(new URLSearchParams('page=3&page_size=25&search=%20bcg%20&ordering=-name'))).toEqual({
      page: 3,
      page_size: 25,
      search: 'bcg',
      ordering: '-name',
    });
  });

  it('ignores a page size outside 10/25/30/50 and a page below 1', () => {
    expect(readTableQuery(new URLSearchParams('page=0&page_size=1000'))).toEqual({ page: 1, page_size: 10 });
  });

  it('removes an empty search and keeps other parameters', () => {
    const next = withTableQuery(new URLSearchParams('search=123&page=4&tab=x'), { search: '  ', page: 1 });
    expect(next.toString()).toBe('page=1&tab=x');
  });

  it('maps antd sort orders to the ordering parameter and back', () => {
    expect(toOrdering('name', 'ascend')).toBe('name');
    expect(toOrdering('name', 'descend')).toBe('-name');
    expect(toOrdering('name', null)).toBeUndefined();
    expect(sortOrderOf('-name', 'name')).toBe('descend');
    expect(sortOrderOf('name', 'name')).toBe('ascend');
    expect(sortOrderOf('name', 'other')).toBeNull();
  });
});
