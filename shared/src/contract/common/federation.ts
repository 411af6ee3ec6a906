import { ADMIN_ROUTES } from '../admin/routes.js';
import { CITIZEN_ROUTES } from '../citizen/routes.js';
import { MEDICAL_FOLDER_ROUTES } from '../medical-folder/routes.js';
import { REFERENCE_ROUTES } from '../reference/routes.js';
import { REGISTRATION_ROUTES } from '../registration/routes.js';
import { VACCINATION_ROUTES } from '../vaccination/routes.js';
import { VACCINATION_KIND_ROUTES } from '../vaccination/kinds.js';
import { ADMIN_BASE } from './routes.js';
import { hasPermission, PERMISSIONS, type Permission, type PermissionSubject } from '../permissions.js';

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
  vaccination: { ...VACCINATION_ROUTES, ...VACCINATION_KIND_ROUTES },
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

/**
 * The permission groups whose routes each remote serves: who holds none of them never opens the
 * area, so the host never fetches its code (an agent loads neither reference nor administration).
 * Each remote's module test checks every permission of its routes and menu is in its groups.
 */
export const REMOTE_PERMISSIONS: Record<RemoteName, readonly Permission[]> = {
  citizen: [...Object.values(PERMISSIONS.citizen), ...Object.values(PERMISSIONS.medicalFolder)],
  vaccination: Object.values(PERMISSIONS.vaccination),
  reference: [
    ...Object.values(PERMISSIONS.dci),
    ...Object.values(PERMISSIONS.specialty),
    ...Object.values(PERMISSIONS.lists),
    ...Object.values(PERMISSIONS.seasonalCampaign),
  ],
  admin: Object.values(PERMISSIONS.admin),
};

/** Whether the user may open a page of the area (holds one of its permissions). */
export function mayOpenRemote(subject: PermissionSubject | null | undefined, name: RemoteName): boolean {
  return REMOTE_PERMISSIONS[name].some((permission) => hasPermission(subject, permission));
}
