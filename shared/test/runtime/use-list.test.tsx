import { renderHook, waitFor, act } from '@testing-library/react';
import type { ListQuery, Paged } from '@evax/shared/contract';
import { ApiError, useList } from '@evax/shared/runtime';

type Row = { id: number };

describe('useList', () => {
  it('goes from loading to success with the page', async () => {
    const fetcher = jest.fn(async (_query: ListQuery): Promise<Paged<Row>> => ({ count: 1, results: [{ id: 1 }] }));
    const { result } = renderHook(() => useList(fetcher, { page: 1 }));

    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.page).toEqual({ count: 1, results: [{ id: 1 }] });
    expect(fetcher).toHaveBeenCalledWith({ page: 1 }, expect.any(AbortSignal));
  });

  it('goes to failure with a typed error, and reload tries again', async () => {
    const fetcher = jest
      .fn<Promise<Paged<Row>>, [ListQuery, AbortSignal]>()
      .mockRejectedValueOnce(new ApiError({ status: 500, envelope: null, message: 'boom' }))
      .mockResolvedValueOnce({ count: 0, results: [] });
    const { result } = renderHook(() => useList(fetcher, {}));

    await waitFor(() => expect(result.current.status).toBe('failure'));
    expect(result.current.error?.key).toBe('ERROR.CODE.INTERNAL_ERROR');

    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.error).toBeNull();
  });

  it('fetches again when the query changes', async () => {
    const fetcher = jest.fn(async (): Promise<Paged<Row>> => ({ count: 0, results: [] }));
    const { result, rerender } = renderHook(({ query }) => useList(fetcher, query), { initialProps: { query: { page: 1 } as ListQuery } });
    await waitFor(() => expect(result.current.status).toBe('success'));

    rerender({ query: { page: 2 } });
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith({ page: 2 }, expect.any(AbortSignal)));
  });
});
