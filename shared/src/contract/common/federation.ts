import { ADMIN_BASE } from './routes.js';
import { hasPermission, type Permission, type PermissionSubject } from '../permissions.js';
import type { Language } from '../constants.js';

/** The remotes the host composes; each is served at /remotes/<name>/. */
export const REMOTE_NAMES = ['citizen', 'vaccination', 'reference', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const REMOTES_CONFIG_PATH = '/config/remotes.json';

/** The federated container of a remote is named evax_<name> (its global, its share-scope identity). */
export function remoteContainerName(name: RemoteName): string {
  return `evax_${name}`;
}

/** '/admin/edit/:id/dci' → '/admin/edit': the admin base and the route's first segment. */
export function pathPrefixOf(route: string): string {
  const [first] = route.slice(ADMIN_BASE.length + 1).split('/');
  return `${ADMIN_BASE}/${first}`;
}

/**
 * What a remote announces to the host before any of its code is loaded, in `area.json` beside its
 * manifest (its build writes it; its module test keeps it equal to its descriptor): the path
 * prefixes its routes live under, so a deep link or the "area unavailable" page finds the area,
 * and the permissions of its routes and menu, so the host fetches its code only for a user who
 * holds one of them (an agent loads neither reference nor administration).
 */
export interface AreaAnnouncement {
  basePaths: string[];
  permissions: string[];
  /**
   * The host contract the remote was built for, its menu and the texts of that menu: the host
   * shows the area's entries (side menu, home page) without loading its code, which then loads
   * only when the user opens one of its pages. Absent from an area built before menus were
   * announced: the host then loads its descriptor for the menu.
   */
  contractVersion?: string;
  /**
   * The side menu's group the area's entries go in (one of MENU_GROUPS), declared in the file
   * itself, not derived from the descriptor. A group this portal does not know (a newer area), or
   * none (an older one), leaves the entries ungrouped, under the shell's.
   */
  menuGroup?: string;
  menu?: AnnouncedMenuEntry[];
  texts?: Record<Language, AnnouncedTexts>;
}

/**
 * The side menu's groups, in the order shown: each collapsible, its label the shell's
 * (`MENU.GROUPS.<group>`), its entries those of the areas that announce it (docs/decisions/frontend.md,
 * "The menu by area").
 */
export const MENU_GROUPS = ['children', 'vaccination', 'reference', 'administration', 'dashboards'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

export const isMenuGroup = (value: unknown): value is MenuGroup => MENU_GROUPS.includes(value as MenuGroup);

/** A menu entry as data (the descriptor's MenuItemDescriptor, its icon an SVG tree). */
export interface AnnouncedMenuEntry {
  key: string;
  labelKey: string;
  path: string;
  icon?: AnnouncedIcon;
  permission?: string;
  hiddenForProfessionalBody?: boolean;
  count?: { path: string; labelKey: string };
  children?: AnnouncedMenuEntry[];
}

/** An icon's SVG as antd's icon definitions hold it: an element, its attributes and children. */
export interface AnnouncedIcon {
  tag: string;
  attrs: Record<string, string>;
  children?: AnnouncedIcon[];
}

/** One language's texts of the announced menu, nested by key as the area's translations are. */
export interface AnnouncedTexts {
  [key: string]: string | AnnouncedTexts;
}

/** The announcement's file name, beside the remote's manifest. */
export const AREA_ANNOUNCEMENT_FILE = 'area.json';

/**
 * The runtime configuration the host fetches at start-up (REMOTES_CONFIG_PATH). An entry may carry
 * its remote's announcement (the portal's own config does, read from each built remote); one that
 * does not has it read from `area.json` beside its manifest.
 */
export interface RemotesConfig {
  remotes: ({ name: RemoteName; entry: string } & Partial<AreaAnnouncement>)[];
}

/** Whether the user may open a page of the area: holds one of the permissions it announced. */
export function mayOpenArea(subject: PermissionSubject | null | undefined, area: Pick<AreaAnnouncement, 'permissions'>): boolean {
  return area.permissions.some((permission) => hasPermission(subject, permission as Permission));
}
