import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES_CONFIG_PATH, REMOTE_NAMES, remoteContainerName, type RemoteName, type RemotesConfig } from '@evax/shared/contract';
import type { ModuleDescriptor } from '@evax/shared/runtime';
import { startRemoteDevHarness } from '@evax/shared/ui';

// /__test-host/?remote=reference embeds the reference remote alone, with its own sign-in.

async function start(): Promise<void> {
  const remote = new URLSearchParams(window.location.search).get('remote') as RemoteName | null;
  if (!remote || !REMOTE_NAMES.includes(remote)) throw new Error(`?remote= must be one of ${REMOTE_NAMES.join(', ')}`);
  const config = (await (await fetch(REMOTES_CONFIG_PATH)).json()) as RemotesConfig;
  const entry = config.remotes.find((r) => r.name === remote)?.entry;
  if (!entry) throw new Error(`${REMOTES_CONFIG_PATH} has no remote ${remote}`);
  registerRemotes([{ name: remoteContainerName(remote), entry }]);
  const loaded = await loadRemote<{ default: ModuleDescriptor }>(`${remoteContainerName(remote)}/module`);
  if (!loaded) throw new Error(`remote ${remote} did not load`);
  document.title = `eVax test host: ${remote}`;
  startRemoteDevHarness(loaded.default);
}

start().catch((error: unknown) => {
  document.body.textContent = `test host failed: ${String(error)}`;
});
