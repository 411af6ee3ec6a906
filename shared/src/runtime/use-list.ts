import type { ListQuery, Paged } from '@evax/shared/contract';
import type { ApiError } from './api-error.js';
import { useResource, type RequestStatus, type ResourceKey } from './use-resource.js';

export type PageFetcher<Row> = (query: ListQuery, signal: AbortSignal) => Promise<Paged<Row>>;

export interface ListState<Row> {
  status: RequestStatus;
  /** The last page received; kept while the next one loads. */
  page: Paged<Row> | null;
  error: ApiError | null;
  loading: boolean;
  /** How many times the list's key was invalidated (see useResource). */
  invalidations: number;
  reload: () => void;
}

// A list without a key is cached under its fetcher's identity: only that fetcher shares it.
const anonymousKeys = new WeakMap<PageFetcher<never>, string>();
let anonymousCount = 0;
function fetcherKey(fetcher: PageFetcher<never>): ResourceKey {
  let key = anonymousKeys.get(fetcher);
  if (!key) {
    key = `list-${++anonymousCount}`;
    anonymousKeys.set(fetcher, key);
  }
  return [key];
}

/**
 * Loads one page of a list whenever the query changes, through useResource under
 * `[...key, query]`: `invalidate(key)` (or a prefix of it) loads it again.
 * `fetcher` must be stable (a module-level function), the query a plain object.
 */
export function useList<Row>(fetcher: PageFetcher<Row>, query: ListQuery, key?: ResourceKey): ListState<Row> {
  const base = key ?? fetcherKey(fetcher as PageFetcher<never>);
  const { status, data, error, loading, invalidations, reload } = useResource<Paged<Row>>([...base, query], (signal) => fetcher(query, signal));
  return { status, page: data ?? null, error, loading, invalidations, reload };
}
