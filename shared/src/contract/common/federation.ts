import { ADMIN_ROUTES } from '../admin/routes.js';
import { CITIZEN_ROUTES } from '../citizen/routes.js';
import { MEDICAL_FOLDER_ROUTES } from '../medical-folder/routes.js';
import { REFERENCE_ROUTES } from '../reference/routes.js';
import { REGISTRATION_ROUTES } from '../registration/routes.js';
import { VACCINATION_ROUTES } from '../vaccination/routes.js';
import { ADMIN_BASE } from './routes.js';

/** The remotes the host composes; each is served at /remotes/<name>/. */
export const REMOTE_NAMES = ['citizen', 'vaccination', 'reference', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const REMOTES_CONFIG_PATH = '/config/remotes.json';

/** The federated container of a remote is named evax_<name> (its global, its share-scope identity). */
export function remoteContainerName(name: RemoteName): string {
  return `evax_${name}`;
}

/** Every client route of each remote, from its area's table: what its path prefixes are derived from. */
export const REMOTE_ROUTES: Record<RemoteName, Readonly<Record<string, string>>> = {
  citizen: { ...CITIZEN_ROUTES, ...REGISTRATION_ROUTES, ...MEDICAL_FOLDER_ROUTES },
  vaccination: VACCINATION_ROUTES,
  reference: REFERENCE_ROUTES,
  admin: ADMIN_ROUTES,
};

/** '/admin/edit/:id/dci' → '/admin/edit': the admin base and the route's first segment. */
export function pathPrefixOf(route: string): string {
  const [first] = route.slice(ADMIN_BASE.length + 1).split('/');
  return `${ADMIN_BASE}/${first}`;
}

/**
 * The path prefixes each remote owns, derived from its routes (never kept by hand), so the host
 * can show "area unavailable" at a path whose remote it could not load (it then knows none of
 * that remote's routes). A remote's module test checks each of its routes is in its table.
 */
export const REMOTE_BASE_PATHS = Object.fromEntries(
  REMOTE_NAMES.map((name): [RemoteName, readonly string[]] => [name, [...new Set(Object.values(REMOTE_ROUTES[name]).map(pathPrefixOf))]]),
) as Readonly<Record<RemoteName, readonly string[]>>;

/** The runtime configuration the host fetches at start-up (REMOTES_CONFIG_PATH). */
export interface RemotesConfig {
  remotes: { name: RemoteName; entry: string }[];
}
