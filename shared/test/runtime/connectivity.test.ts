import { AxiosError, type AxiosAdapter } from 'axios';
import { API_PATHS, PERSISTED_STORE_KEY } from '@evax/shared/contract';
import { http, useConnectivity, watchConnectivity } from '@evax/shared/runtime';
import { fakeHttp, restoreHttp } from '../../jest/fake-http';
import { signInAs } from '../../jest/fixtures';

/** An adapter whose calls never reach a server. */
const unreachable: AxiosAdapter = (config) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));

describe('connectivity (spec 1 §4.3)', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    useConnectivity.setState({ online: true });
    stop = watchConnectivity();
  });
  afterEach(() => {
    stop();
    restoreHttp();
    jest.useRealTimers();
  });

  it('follows the browser offline and online events', () => {
    window.dispatchEvent(new Event('offline'));
    expect(useConnectivity.getState().online).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(useConnectivity.getState().online).toBe(true);
  });

  it('goes offline when a call fails for want of a network and the probe fails too', async () => {
    http.defaults.adapter = unreachable;
    await expect(http.get('/api/anything')).rejects.toMatchObject({ isNetworkError: true });
    await waitFor(() => !useConnectivity.getState().online);
    expect(useConnectivity.getState().online).toBe(false);
  });

  it('stays online when the probe answers (the failure was that call only)', async () => {
    let calls = 0;
    http.defaults.adapter = (config) => (calls++ === 0 ? unreachable(config) : fakeResponse(config));
    await expect(http.get('/api/anything')).rejects.toBeDefined();
    await waitFor(() => calls >= 2);
    expect(useConnectivity.getState().online).toBe(true);
  });

  it('comes back online when a later probe answers', async () => {
    jest.useFakeTimers();
    http.defaults.adapter = unreachable;
    await expect(http.get('/api/anything')).rejects.toBeDefined();
    await jest.advanceTimersByTimeAsync(0);
    expect(useConnectivity.getState().online).toBe(false);

    const seen = fakeHttp(() => ({ data: { status: 'ok' } }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(seen.map((request) => request.url)).toContain(API_PATHS.health);
    expect(useConnectivity.getState().online).toBe(true);
  });

  it('is never persisted with the session', () => {
    signInAs();
    window.dispatchEvent(new Event('offline'));
    const persisted = localStorage.getItem(PERSISTED_STORE_KEY) ?? '';
    expect(persisted).toContain('token-123');
    expect(persisted).not.toContain('online');
  });
});

function fakeResponse(config: Parameters<AxiosAdapter>[0]) {
  return Promise.resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config });
}

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 0));
}
