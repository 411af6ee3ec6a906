import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_CONFIG_PATH, remoteContainerName, type RemotesConfig } from '@evax/shared/contract';
import { http, type ModuleDescriptor } from '@evax/shared/runtime';

export type RemoteEntry = RemotesConfig['remotes'][number];

/** The runtime configuration: which remotes exist and where their manifests are. */
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const { data } = await http.get<RemotesConfig>(REMOTES_CONFIG_PATH, { authenticated: false });
  return data;
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
