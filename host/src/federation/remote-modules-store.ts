import { create } from 'zustand';
import { REMOTE_NAMES, type AreaAnnouncement, type RemoteName } from '@evax/shared/contract';
import {
  addTranslations,
  currentLanguage,
  HOST_CONTRACT_VERSION,
  isContractCompatible,
  oneLanguageBundles,
  type ModuleDescriptor,
  type TranslationBundles,
} from '@evax/shared/runtime';
import { fetchAreaAnnouncement, fetchRemotesConfig, loadRemoteModule, type RemoteEntry } from './remote-loader';
import { announcesMenu } from './announced-menu';

/**
 * idle: known, nothing of it fetched yet (an area loads when opened, or prefetched when the browser is idle).
 * incompatible: loaded, but built for a newer host contract than this portal's: refused, never run.
 */
export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'incompatible';

export interface RemoteArea {
  name: RemoteName;
  status: RemoteStatus;
  /** Null until the configuration named the remote's manifest. */
  entry: RemoteEntry | null;
  /** Its path prefixes and permissions, once read (config or area.json); null if they could not be. */
  announcement: AreaAnnouncement | null;
  descriptor: ModuleDescriptor | null;
  /** Bumped on every retry, so lazy pages and error boundaries start afresh. */
  attempt: number;
}

interface RemoteModulesState {
  /** The configuration, read once, on the first configure() or open(). */
  config: Promise<RemoteEntry[] | null> | null;
  /** True once the configuration and the areas' announcements are read (or gave up). */
  configured: boolean;
  areas: RemoteArea[];
  /** Reads the configuration and what each area announces, once. */
  configure(): Promise<void>;
  /** Loads one area's entry and descriptor, once; a failed one waits for retry(). */
  open(name: RemoteName): Promise<void>;
  retry(name: RemoteName): Promise<void>;
}

/**
 * The area's texts in the active language only (a change of language reloads the page). A remote
 * built before contract versions were declared (1.0 too) carried all three languages as
 * `translations`: still read, so such a remote keeps working in a newer host.
 */
async function areaTranslations(descriptor: ModuleDescriptor): Promise<TranslationBundles> {
  const { translations } = descriptor as { translations?: TranslationBundles };
  if (typeof descriptor.loadTranslations !== 'function' && translations) return translations;
  const language = currentLanguage();
  return oneLanguageBundles(language, await descriptor.loadTranslations(language));
}

/** The texts of an announced menu, in the active language: the menu shows before the area loads. */
function addMenuTexts(announcement: AreaAnnouncement | null): void {
  if (!announcesMenu(announcement) || !announcement.texts) return;
  const language = currentLanguage();
  addTranslations(oneLanguageBundles(language, announcement.texts[language] ?? {}));
}

/** An area whose announcement says it needs a newer host: refused without fetching its code. */
function builtForNewerPortal(announcement: AreaAnnouncement | null): boolean {
  if (!announcement?.contractVersion || isContractCompatible(announcement.contractVersion)) return false;
  console.error(`An area announces host contract ${announcement.contractVersion}; this portal offers ${HOST_CONTRACT_VERSION}`);
  return true;
}

const idleArea = (name: RemoteName): RemoteArea => ({ name, status: 'idle', entry: null, announcement: null, descriptor: null, attempt: 0 });

/** Before the first open(): every known remote idle, the configuration not read. */
export function initialRemoteAreas(): Pick<RemoteModulesState, 'config' | 'configured' | 'areas'> {
  return { config: null, configured: false, areas: REMOTE_NAMES.map(idleArea) };
}

/** Settled: loaded or given up; what "nothing open to you" and the landing redirect wait for. */
export const isSettled = (area: RemoteArea) => area.status === 'ready' || area.status === 'failed' || area.status === 'incompatible';

export const useRemoteModules = create<RemoteModulesState>()((set, get) => {
  const update = (name: RemoteName, change: Partial<RemoteArea>) =>
    set({ areas: get().areas.map((area) => (area.name === name ? { ...area, ...change } : area)) });

  const load = async (entry: RemoteEntry, retry: boolean) => {
    try {
      const descriptor = await loadRemoteModule(entry, retry);
      if (!isContractCompatible(descriptor.contractVersion)) {
        console.error(`The ${entry.name} area needs host contract ${descriptor.contractVersion}; this portal offers ${HOST_CONTRACT_VERSION}`);
        update(entry.name, { status: 'incompatible' });
        return;
      }
      addTranslations(await areaTranslations(descriptor));
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

  /** An area the host cannot place (its area.json unreadable) is never offered; opening it still tries. */
  const readAnnouncement = (entry: RemoteEntry): Promise<AreaAnnouncement | null> =>
    fetchAreaAnnouncement(entry).catch((error: unknown) => {
      console.error(`The ${entry.name} area's announcement could not be read`, error);
      return null;
    });

  /** Reads the configuration once; only the configured remotes are areas of this deployment. */
  const readConfig = (): Promise<RemoteEntry[] | null> => {
    const known = get().config;
    if (known) return known;
    const reading = configuredEntries().then(async (entries) => {
      const announcements = entries ? await Promise.all(entries.map(readAnnouncement)) : [];
      if (get().config !== reading) return entries; // the state was reset meanwhile (tests)
      if (!entries) set({ configured: true, areas: get().areas.map((area) => ({ ...area, status: 'failed' })) });
      else {
        announcements.forEach(addMenuTexts);
        set({
          configured: true,
          areas: entries.map((entry, index) => {
            const area = get().areas.find((candidate) => candidate.name === entry.name) ?? idleArea(entry.name);
            const announcement = announcements[index] ?? null;
            return { ...area, entry, announcement, status: builtForNewerPortal(announcement) ? 'incompatible' : area.status };
          }),
        });
      }
      return entries;
    });
    set({ config: reading });
    return reading;
  };

  return {
    ...initialRemoteAreas(),

    configure: async () => {
      await readConfig();
    },

    open: async (name) => {
      await readConfig();
      const area = get().areas.find((candidate) => candidate.name === name);
      if (!area?.entry || area.status !== 'idle') return;
      update(name, { status: 'loading' });
      await load(area.entry, false);
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
      update(name, { entry, announcement: area.announcement ?? (await readAnnouncement(entry)) });
      await load(entry, true);
    },
  };
});
