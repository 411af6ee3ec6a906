import fs from 'node:fs';
import path from 'node:path';
import { AREA_ANNOUNCEMENT_FILE, REMOTE_NAMES, type AreaAnnouncement, type RemoteName, type RemotesConfig } from '@evax/shared/contract';

/**
 * Every remote served by this server, at /remotes/<name>/, each with what its build announces
 * (its dist/area.json: path prefixes, permissions, contract, menu group, menu and the menu's texts), so the
 * host needs no request more to place the areas and show their menus. A remote not built yet is
 * listed without (the host then asks its area.json itself).
 */
export function defaultRemotesConfig(webRoot: string): RemotesConfig {
  return { remotes: REMOTE_NAMES.map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json`, ...builtAnnouncement(webRoot, name) })) };
}

function builtAnnouncement(webRoot: string, name: RemoteName): Partial<AreaAnnouncement> {
  const file = path.join(webRoot, `remote-${name}`, 'dist', AREA_ANNOUNCEMENT_FILE);
  if (!fs.existsSync(file)) return {};
  const { basePaths, permissions, contractVersion, menuGroup, menu, texts } = JSON.parse(fs.readFileSync(file, 'utf8')) as AreaAnnouncement;
  return { basePaths, permissions, contractVersion, menuGroup, menu, texts };
}

const isStringList = (value: unknown) => value === undefined || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (typeof value !== 'object' || value === null) return false;
  const remotes = (value as { remotes?: unknown }).remotes;
  return (
    Array.isArray(remotes) &&
    remotes.every((r: unknown) => {
      if (typeof r !== 'object' || r === null) return false;
      const { name, entry, basePaths, permissions, menuGroup, menu } = r as Record<string, unknown>;
      return (
        REMOTE_NAMES.includes(name as RemoteName) &&
        typeof entry === 'string' &&
        entry.length > 0 &&
        isStringList(basePaths) &&
        isStringList(permissions) &&
        (menuGroup === undefined || typeof menuGroup === 'string') &&
        (menu === undefined || Array.isArray(menu))
      );
    })
  );
}

/** The deployment's remotes config (EVAX_REMOTES_CONFIG), checked at start-up so a typo fails loudly. */
export function loadRemotesConfig(file: string | null, webRoot: string): RemotesConfig {
  if (!file) return defaultRemotesConfig(webRoot);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`EVAX_REMOTES_CONFIG ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isRemotesConfig(parsed)) {
    throw new Error(
      `EVAX_REMOTES_CONFIG ${file}: expected {"remotes": [{"name": one of ${REMOTE_NAMES.join(', ')}, "entry": "<url>", optional "basePaths" and "permissions": lists of strings, and what an area.json holds}]}`,
    );
  }
  return parsed;
}
