import fs from 'node:fs';
import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@evax/shared/contract';

/** Every remote served by this server, at /remotes/<name>/. */
export function defaultRemotesConfig(): RemotesConfig {
  return { remotes: REMOTE_NAMES.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` })) };
}

function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  return (
    Array.isArray(remotes) &&
    remotes.every(
      (r: unknown) =>
        typeof r === 'object' &&
        r !== null &&
        REMOTE_NAMES.includes((r as { name: RemoteName }).name) &&
        typeof (r as { entry?: unknown }).entry === 'string' &&
        (r as { entry: string }).entry.length > 0,
    )
  );
}

/** The deployment's remotes config (EVAX_REMOTES_CONFIG), checked at start-up so a typo fails loudly. */
export function loadRemotesConfig(file: string | null): RemotesConfig {
  if (!file) return defaultRemotesConfig();
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`EVAX_REMOTES_CONFIG ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isRemotesConfig(parsed)) {
    throw new Error(`EVAX_REMOTES_CONFIG ${file}: expected {"remotes": [{"name": one of ${REMOTE_NAMES.join(', ')}, "entry": "<url>"}]}`);
  }
  return parsed;
}
