import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError, forget, invalidate, useResource, type ResourceKey } from '@evax/shared/runtime';

/** A fetcher whose calls the test settles by hand, recording each call's signal. */
function deferredFetcher() {
  const calls: { signal: AbortSignal; resolve: (value: string) => void; reject: (error: unknown) => void }[] = [];
  const fetcher = jest.fn(
    (signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { fetcher, calls };
}

describe('useResource', () => {
  it('loads once for two readers of one key: the second reads the cache', async () => {
    const fetcher = jest.fn(async () => 'DCI 1');
    const first = renderHook(() => useResource(['dci', 1], fetcher));
    await waitFor(() => expect(first.result.current.data).toBe('DCI 1'));

    const second = renderHook(() => useResource(['dci', 1], fetcher));
    expect(second.result.current.data).toBe('DCI 1');
    expect(second.result.current.status).toBe('success');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shows the cached value at once to a later reader, and loads it again behind it', async () => {
    const fetcher = jest.fn<Promise<string>, [AbortSignal]>().mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    const first = renderHook(() => useResource(['dci', 2], fetcher));
    await waitFor(() => expect(first.result.current.data).toBe('old'));
    first.unmount();

    const later = renderHook(() => useResource(['dci', 2], fetcher));
    expect(later.result.current.data).toBe('old');
    await waitFor(() => expect(later.result.current.data).toBe('new'));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('reloads the mounted readers of every key under an invalidated prefix, keeping their value meanwhile', async () => {
    const { fetcher, calls } = deferredFetcher();
    const other = jest.fn(async () => 'specialty');
    const dci = renderHook(() => useResource(['reference', 'dci', 'list', { page: 1 }], fetcher));
    const specialty = renderHook(() => useResource(['reference', 'specialty'], other));
    await act(async () => calls[0]!.resolve('page 1'));
    await waitFor(() => expect(specialty.result.current.status).toBe('success'));

    act(() => invalidate(['reference', 'dci']));

    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(dci.result.current.status).toBe('loading');
    expect(dci.result.current.data).toBe('page 1');
    expect(dci.result.current.invalidations).toBe(1);
    expect(other).toHaveBeenCalledTimes(1);
    await act(async () => calls[1]!.resolve('page 1, changed'));
    expect(dci.result.current.data).toBe('page 1, changed');
  });

  it('forgets the reads of a deleted record: no load again, not even by a wider invalidate; a new reader asks again', async () => {
    const child = jest.fn(async () => 'Youssef');
    const list = jest.fn(async () => 'children');
    const card = renderHook(() => useResource(['citizen', 'child', '123'], child));
    const children = renderHook(() => useResource(['citizen', 'list'], list));
    await waitFor(() => expect(card.result.current.data).toBe('Youssef'));
    await waitFor(() => expect(children.result.current.data).toBe('children'));

    act(() => {
      forget(['citizen', 'child', '123']);
      invalidate(['citizen']);
    });
    expect(child).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(2);
    card.unmount();

    const again = renderHook(() => useResource(['citizen', 'child', '123'], child));
    expect(again.result.current.status).toBe('loading');
    await waitFor(() => expect(again.result.current.data).toBe('Youssef'));
    expect(child).toHaveBeenCalledTimes(2);
  });

  it('loads an invalidated key nobody reads when it is next read', async () => {
    const fetcher = jest.fn(async () => 'value');
    const first = renderHook(() => useResource(['lists'], fetcher));
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    first.unmount();

    invalidate(['lists']);
    expect(fetcher).toHaveBeenCalledTimes(1);
    renderHook(() => useResource(['lists'], fetcher));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('aborts the request when its last reader unmounts', () => {
    const { fetcher, calls } = deferredFetcher();
    const reader = renderHook(() => useResource(['dci', 3], fetcher));
    expect(calls[0]!.signal.aborted).toBe(false);

    reader.unmount();

    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('aborts the request of the previous key when the key changes, and never shows its late answer', async () => {
    const { fetcher, calls } = deferredFetcher();
    const reader = renderHook(({ key }: { key: ResourceKey }) => useResource(key, fetcher), { initialProps: { key: ['dci', 4] } });

    reader.rerender({ key: ['dci', 5] });

    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.resolve('DCI 4'));
    await act(async () => calls[1]!.resolve('DCI 5'));
    expect(reader.result.current.data).toBe('DCI 5');
  });

  it('goes to failure with a typed error, and reload tries again', async () => {
    const fetcher = jest
      .fn<Promise<string>, [AbortSignal]>()
      .mockRejectedValueOnce(new ApiError({ status: 500, envelope: null, message: 'boom' }))
      .mockResolvedValueOnce('back');
    const { result } = renderHook(() => useResource(['dci', 6], fetcher));

    await waitFor(() => expect(result.current.status).toBe('failure'));
    expect(result.current.error?.key).toBe('ERROR.CODE.INTERNAL_ERROR');

    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('back'));
    expect(result.current.error).toBeNull();
  });

  it('reads nothing while the key is null', () => {
    const fetcher = jest.fn(async () => 'value');
    const { result } = renderHook(() => useResource(null, fetcher));
    expect(result.current.status).toBe('init');
    expect(fetcher).not.toHaveBeenCalled();
  });
});
