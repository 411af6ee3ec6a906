import { create } from 'zustand';
import { DELAYS_MS } from '@evax/shared/contract';
import { toApiError } from './api-error.js';
import { http } from './http-client.js';
import { probeReachability } from './http-transfer.js';

/** Spec 1 §4.3: online or offline. Its own store, never persisted (spec 1 §3). */
interface ConnectivityState {
  online: boolean;
  setOnline(online: boolean): void;
}

export const useConnectivity = create<ConnectivityState>()((set) => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  setOnline: (online) => set({ online }),
}));

/** While the API is unreachable, how often it is asked again (ours: the spec gives no figure). */
export const REACHABILITY_RETRY_MS = 2 * DELAYS_MS.reachabilityTimeout;

let retryTimer: ReturnType<typeof setTimeout> | undefined;
let probing = false;

/** Probes the API: unreachable → offline, then probes again until it answers. */
export async function checkReachability(): Promise<boolean> {
  clearTimeout(retryTimer);
  probing = true;
  const reachable = await probeReachability().finally(() => (probing = false));
  useConnectivity.getState().setOnline(reachable);
  if (!reachable) retryTimer = setTimeout(() => void checkReachability(), REACHABILITY_RETRY_MS);
  return reachable;
}

/**
 * Spec 1 §4.3, §8: the browser's offline event, or a call failing for want of a network followed
 * by a failed probe, shows the offline screen; the online event or a probe that answers ends it.
 * Returns the function that stops watching.
 */
export function watchConnectivity(): () => void {
  const goOffline = (): void => useConnectivity.getState().setOnline(false);
  const goOnline = (): void => {
    clearTimeout(retryTimer);
    useConnectivity.getState().setOnline(true);
  };
  window.addEventListener('offline', goOffline);
  window.addEventListener('online', goOnline);
  const interceptor = http.interceptors.response.use(undefined, (failure: unknown) => {
    if (toApiError(failure).isNetworkError && !probing) void checkReachability();
    return Promise.reject(failure);
  });
  return () => {
    clearTimeout(retryTimer);
    window.removeEventListener('offline', goOffline);
    window.removeEventListener('online', goOnline);
    http.interceptors.response.eject(interceptor);
  };
}
