import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AREA_ANNOUNCEMENT_FILE, REMOTES_CONFIG_PATH, remoteContainerName, type AreaAnnouncement, type RemotesConfig } from '@evax/shared/contract';
import { http, type ModuleDescriptor } from '@evax/shared/runtime';

export type RemoteEntry = RemotesConfig['remotes'][number];

/** The runtime configuration: which remotes exist and where their manifests are. */
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const { data } = await http.get<RemotesConfig>(REMOTES_CONFIG_PATH, { authenticated: false });
  return data;
}

/**
 * What a remote announces (path prefixes, permissions, contract, menu and its texts): from its
 * config entry when the config carries it, else from `area.json` beside its manifest (a remote
 * deployed elsewhere, `pnpm dev`).
 */
export async function fetchAreaAnnouncement(remote: RemoteEntry): Promise<AreaAnnouncement> {
  if (remote.basePaths && remote.permissions) return announcementIn(remote);
  const url = new URL(AREA_ANNOUNCEMENT_FILE, new URL(remote.entry, window.location.href)).href;
  // A plain GET, as the federation runtime fetches the manifest: no header that would need a CORS
  // preflight, which a static server on another origin does not answer.
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const data = (await response.json()) as Partial<AreaAnnouncement> | null;
  if (!Array.isArray(data?.basePaths) || !Array.isArray(data?.permissions)) throw new Error(`${url} is not an area announcement`);
  return announcementIn(data as AreaAnnouncement);
}

/**
 * The announcement's own fields; a menu that is not a list is ignored (the descriptor then brings
 * it), and so is a menu group that is not a text.
 */
function announcementIn({ basePaths = [], permissions = [], contractVersion, menuGroup, menu, texts }: Partial<AreaAnnouncement>): AreaAnnouncement {
  const withMenu = Array.isArray(menu) && typeof contractVersion === 'string' && typeof texts === 'object' && texts !== null;
  const group = typeof menuGroup === 'string' ? { menuGroup } : {};
  return withMenu ? { basePaths, permissions, contractVersion, ...group, menu, texts } : { basePaths, permissions, ...group };
}

/**
 * Registers one remote with the federation runtime and loads its `./module` descriptor.
 * `retry` drops what the runtime kept of an earlier failed attempt.
 */
export async function loadRemoteModule(remote: RemoteEntry, retry = false): Promise<ModuleDescriptor> {
  const name = remoteContainerName(remote.name);
  registerRemotes([{ name, entry: new URL(remote.entry, window.location.href).href }], { force: retry });
  const exposed = await loadRemote<{ default: ModuleDescriptor }>(`${name}/module`);
  if (!exposed?.default) throw new Error(`${name}/module did not expose a module descriptor`);
  return exposed.default;
}
