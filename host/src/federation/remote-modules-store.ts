import { create } from 'zustand';
import { REMOTE_NAMES, type RemoteName } from '@evax/shared/contract';
import { addTranslations, type ModuleDescriptor } from '@evax/shared/runtime';
import { fetchRemotesConfig, loadRemoteModule, type RemoteEntry } from './remote-loader';

export type RemoteStatus = 'loading' | 'ready' | 'failed';

export interface RemoteArea {
  name: RemoteName;
  status: RemoteStatus;
  /** Null until the configuration named the remote's manifest. */
  entry: RemoteEntry | null;
  descriptor: ModuleDescriptor | null;
  /** Bumped on every retry, so lazy pages and error boundaries start afresh. */
  attempt: number;
}

interface RemoteModulesState {
  started: boolean;
  areas: RemoteArea[];
  /** Reads the configuration and loads every remote, each on its own (once). */
  start(): Promise<void>;
  retry(name: RemoteName): Promise<void>;
}

const loadingArea = (name: RemoteName): RemoteArea => ({ name, status: 'loading', entry: null, descriptor: null, attempt: 0 });

/** Before start(): every known remote loading. */
export function initialRemoteAreas(): Pick<RemoteModulesState, 'started' | 'areas'> {
  return { started: false, areas: REMOTE_NAMES.map(loadingArea) };
}

export const useRemoteModules = create<RemoteModulesState>()((set, get) => {
  const update = (name: RemoteName, change: Partial<RemoteArea>) =>
    set({ areas: get().areas.map((area) => (area.name === name ? { ...area, ...change } : area)) });

  const load = async (entry: RemoteEntry, retry: boolean) => {
    try {
      const descriptor = await loadRemoteModule(entry, retry);
      addTranslations(descriptor.translations);
      update(entry.name, { status: 'ready', descriptor });
    } catch (error) {
      console.error(`The ${entry.name} area could not be loaded`, error);
      update(entry.name, { status: 'failed' });
    }
  };

  const configuredEntries = async (): Promise<RemoteEntry[] | null> => {
    try {
      const config = await fetchRemotesConfig();
      return config.remotes.filter((remote) => REMOTE_NAMES.includes(remote.name));
    } catch (error) {
      console.error('The remotes configuration could not be read', error);
      return null;
    }
  };

  return {
    ...initialRemoteAreas(),

    start: async () => {
      if (get().started) return;
      set({ started: true });
      const entries = await configuredEntries();
      if (!entries) {
        set({ areas: get().areas.map((area) => ({ ...area, status: 'failed' })) });
        return;
      }
      // Only the configured remotes are areas of this deployment.
      set({ areas: entries.map((entry) => ({ ...loadingArea(entry.name), entry })) });
      await Promise.all(entries.map((entry) => load(entry, false)));
    },

    retry: async (name) => {
      const area = get().areas.find((candidate) => candidate.name === name);
      if (!area) return;
      update(name, { status: 'loading', attempt: area.attempt + 1 });
      const entry = area.entry ?? (await configuredEntries())?.find((candidate) => candidate.name === name);
      if (!entry) {
        update(name, { status: 'failed' });
        return;
      }
      update(name, { entry });
      await load(entry, true);
    },
  };
});
