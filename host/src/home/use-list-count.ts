import { useEffect, useState } from 'react';
import { fetchPage, type MenuCount } from '@evax/shared/runtime';

/**
 * The size of a list (`count` of its first page of one row), or undefined while it loads, when
 * the entry declares none, or when the call fails: the home page then says nothing rather than a
 * wrong number.
 */
export function useListCount(count: MenuCount | undefined): number | undefined {
  const [size, setSize] = useState<number>();
  const path = count?.path;
  useEffect(() => {
    if (!path) return undefined;
    const controller = new AbortController();
    fetchPage(path, { page: 1, page_size: 1 }, controller.signal).then(
      (page) => setSize(page.count),
      () => setSize(undefined),
    );
    return () => controller.abort();
  }, [path]);
  return size;
}
