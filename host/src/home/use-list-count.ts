import { fetchPage, useResource, type MenuCount } from '@evax/shared/runtime';

/**
 * The size of a list (`count` of its first page of one row), or undefined while it loads, when
 * the entry declares none, or when the call fails: the home page then says nothing rather than a
 * wrong number.
 */
export function useListCount(count: MenuCount | undefined): number | undefined {
  const path = count?.path;
  const { status, data } = useResource(path ? ['home', 'list-count', path] : null, async (signal) => {
    const page = await fetchPage(path ?? '', { page: 1, page_size: 1 }, signal);
    return page.count;
  });
  return status === 'failure' ? undefined : data;
}
