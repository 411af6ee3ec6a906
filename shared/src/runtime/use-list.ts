import { useCallback, useEffect, useState } from 'react';
import type { ListQuery, Paged } from '@evax/shared/contract';
import { toApiError, type ApiError } from './api-error.js';

/** Spec 1 §4.1: every asynchronous call is init, then success or failure. */
export type RequestStatus = 'init' | 'loading' | 'success' | 'failure';

export type PageFetcher<Row> = (query: ListQuery, signal: AbortSignal) => Promise<Paged<Row>>;

export interface ListState<Row> {
  status: RequestStatus;
  /** The last page received; kept while the next one loads. */
  page: Paged<Row> | null;
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads one page of a list whenever the query changes.
 * `fetcher` must be stable (a module-level function), the query a plain object.
 */
export function useList<Row>(fetcher: PageFetcher<Row>, query: ListQuery): ListState<Row> {
  const [status, setStatus] = useState<RequestStatus>('init');
  const [page, setPage] = useState<Paged<Row> | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const queryKey = JSON.stringify(query);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    setError(null);
    fetcher(JSON.parse(queryKey) as ListQuery, controller.signal).then(
      (received) => {
        setPage(received);
        setStatus('success');
      },
      (failure: unknown) => {
        const apiError = toApiError(failure);
        if (apiError.canceled || controller.signal.aborted) return;
        setError(apiError);
        setStatus('failure');
      },
    );
    return () => controller.abort();
  }, [fetcher, queryKey, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { status, page, error, loading: status === 'loading', reload };
}
