import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { toApiError, type ApiError } from './api-error.js';
import { useAuthStore } from './auth-store.js';

/** Spec 1 §4.1: every asynchronous call is init, then success or failure. */
export type RequestStatus = 'init' | 'loading' | 'success' | 'failure';

/** What a read is cached under: plain JSON values, most general first (['reference', 'dci', id]). */
export type ResourceKey = readonly unknown[];
export type ResourceFetcher<T> = (signal: AbortSignal) => Promise<T>;

export interface ResourceSnapshot<T> {
  status: RequestStatus;
  /** The last value received; kept while the next one loads, so a page never goes blank. */
  data: T | undefined;
  error: ApiError | null;
  /** How many times `invalidate` reached this key: a table clears its selection when it changes. */
  invalidations: number;
}

export interface ResourceState<T> extends ResourceSnapshot<T> {
  loading: boolean;
  /** Loads the key again (after a failure, say). */
  reload: () => void;
}

interface Entry {
  parts: string[];
  snapshot: ResourceSnapshot<unknown>;
  listeners: Set<() => void>;
  fetcher: () => ResourceFetcher<unknown>;
  controller: AbortController | null;
  /** True when the value may be out of date: a new reader loads it again (showing it meanwhile). */
  stale: boolean;
}

const entries = new Map<string, Entry>();
const LOADING: ResourceSnapshot<never> = { status: 'loading', data: undefined, error: null, invalidations: 0 };
const IDLE: ResourceSnapshot<never> = { status: 'init', data: undefined, error: null, invalidations: 0 };

function partsOf(key: ResourceKey): string[] {
  return key.map((part) => JSON.stringify(part));
}

function update(entry: Entry, change: Partial<ResourceSnapshot<unknown>>) {
  entry.snapshot = { ...entry.snapshot, ...change };
  for (const listener of entry.listeners) listener();
}

function load(entry: Entry) {
  entry.controller?.abort();
  const controller = new AbortController();
  entry.controller = controller;
  entry.stale = false;
  update(entry, { status: 'loading', error: null });
  entry
    .fetcher()(controller.signal)
    .then(
      (data) => {
        if (entry.controller !== controller) return;
        entry.controller = null;
        update(entry, { status: 'success', data });
      },
      (failure: unknown) => {
        if (entry.controller !== controller) return;
        entry.controller = null;
        const error = toApiError(failure);
        if (error.canceled || controller.signal.aborted) return;
        update(entry, { status: 'failure', error });
      },
    );
}

/** Adds a reader; the first reader, or any reader of a stale value, loads it. Returns the removal. */
function attach(hash: string, key: ResourceKey, listener: () => void, fetcher: () => ResourceFetcher<unknown>): () => void {
  let entry = entries.get(hash);
  if (!entry) {
    entry = { parts: partsOf(key), snapshot: IDLE, listeners: new Set(), fetcher, controller: null, stale: true };
    entries.set(hash, entry);
  }
  const attached = entry;
  attached.fetcher = fetcher;
  attached.listeners.add(listener);
  if (attached.stale && !attached.controller) load(attached);
  return () => {
    attached.listeners.delete(listener);
    if (attached.listeners.size > 0) return;
    // Nobody reads it any more: stop the request; the value stays to show at once next time.
    attached.stale = true;
    if (attached.controller) {
      attached.controller.abort();
      attached.controller = null;
      update(attached, { status: attached.snapshot.data === undefined ? 'init' : 'success' });
    }
  };
}

/**
 * Marks every read whose key starts with `prefix` as out of date: those on screen load again
 * (keeping their value meanwhile), the others on their next reader.
 */
export function invalidate(prefix: ResourceKey): void {
  const wanted = partsOf(prefix);
  for (const entry of entries.values()) {
    if (!wanted.every((part, index) => entry.parts[index] === part)) continue;
    entry.stale = true;
    entry.snapshot = { ...entry.snapshot, invalidations: entry.snapshot.invalidations + 1 };
    if (entry.listeners.size > 0) load(entry);
  }
}

/**
 * Drops the cached reads whose key starts with `prefix`, without loading them again: the reads of
 * a record just deleted (its card still on screen until the page leaves it). Their requests stop;
 * a later `invalidate` of a wider prefix no longer reaches them, and a new reader asks again.
 */
export function forget(prefix: ResourceKey): void {
  const wanted = partsOf(prefix);
  for (const [hash, entry] of entries) {
    if (!wanted.every((part, index) => entry.parts[index] === part)) continue;
    entry.controller?.abort();
    entry.controller = null;
    entries.delete(hash);
  }
}

/** Forgets every cached read (sign-out, tests). */
export function clearResourceCache(): void {
  for (const entry of entries.values()) entry.controller?.abort();
  entries.clear();
}

// What one account read is not shown to the next one, nor data of the previous centre.
useAuthStore.subscribe((state, previous) => {
  if (state.token !== previous.token) clearResourceCache();
});

/**
 * Reads `key` through `fetcher`, cached in memory: readers of one key share one request and one
 * value; a new reader shows the cached value at once and loads it again; the request is aborted
 * when the last reader goes (unmount, key change). `key` null reads nothing (status 'init').
 */
export function useResource<T>(key: ResourceKey | null, fetcher: ResourceFetcher<T>): ResourceState<T> {
  const hash = key === null ? null : JSON.stringify(key);
  const latest = useRef(fetcher);
  useEffect(() => {
    latest.current = fetcher;
  });

  const subscribe = useCallback(
    (listener: () => void) =>
      hash === null ? () => undefined : attach(hash, JSON.parse(hash) as ResourceKey, listener, () => latest.current as ResourceFetcher<unknown>),
    [hash],
  );
  const read = () => (hash === null ? IDLE : (entries.get(hash)?.snapshot ?? LOADING)) as ResourceSnapshot<T>;
  const snapshot = useSyncExternalStore(subscribe, read, read);

  const reload = useCallback(() => {
    const entry = hash === null ? undefined : entries.get(hash);
    if (entry) load(entry);
  }, [hash]);

  return { ...snapshot, loading: snapshot.status === 'loading', reload };
}
