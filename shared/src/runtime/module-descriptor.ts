import type { ComponentType, ReactNode } from 'react';
import { pathPrefixOf, type AreaAnnouncement, type Language, type Permission } from '@evax/shared/contract';
import type { TranslationTree } from './translations.js';

/** Loads a page on demand; React.lazy takes it as is. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RouteDescriptor {
  /** Absolute path under /admin, e.g. /admin/dci. */
  path: string;
  /** What the user needs to open the page (superusers and DSSB pass). */
  permission?: Permission;
  component: PageLoader;
  /** True (the default) matches the path only; false also matches every path under it. */
  exact?: boolean;
  /** Refused to professional-body (OpenID) sessions, e.g. reset-password, reset-phone (spec 1 §2.2, §6). */
  hiddenForProfessionalBody?: boolean;
  /**
   * The page's title (a translation key): the layout shows it as the heading and the last step of
   * the breadcrumb, so pages never render their own. Every remote route has one (module test).
   */
  titleKey?: string;
  /**
   * The key of the menu entry the page belongs to: highlighted in the side menu and the breadcrumb's
   * parent. Needed only where the page's path does not start with the entry's (e.g. /admin/add/new).
   */
  menuKey?: string;
}

/**
 * The size of the list an entry opens, for the home page: GET `path` answers `{count, results}`
 * to whoever may open the entry; `labelKey` is a plural key, said as `t(labelKey, { count })`.
 */
export interface MenuCount {
  path: string;
  labelKey: string;
}

export interface MenuItemDescriptor {
  key: string;
  labelKey: string;
  path: string;
  icon?: ReactNode;
  permission?: Permission;
  /** Left out of the menu of professional-body (OpenID) sessions. */
  hiddenForProfessionalBody?: boolean;
  /** Only where such a list call exists: the home page never invents a count. */
  count?: MenuCount;
  children?: MenuItemDescriptor[];
}

/**
 * The version of the contract between host and remote: this descriptor's shape and the runtime API
 * the host provides (`@evax/shared/runtime`). A change a remote may rely on bumps the minor (a
 * remote built for 1.1 needs a host of 1.1 or later); a change an existing remote would break on
 * bumps the major. This copy is the host's: the runtime is a singleton the host provides.
 */
export const HOST_CONTRACT_VERSION = '1.0';

/**
 * Whether a host of `host` can run a remote built for `remote`: the same major, and no newer minor.
 * A remote built before versions were declared speaks 1.0.
 */
export function isContractCompatible(remote: string | undefined, host: string = HOST_CONTRACT_VERSION): boolean {
  const parse = (version: string) => {
    const match = /^(\d+)\.(\d+)$/.exec(version);
    return match ? { major: Number(match[1]), minor: Number(match[2]) } : null;
  };
  const wanted = parse(remote ?? '1.0');
  const offered = parse(host);
  if (!wanted || !offered) return false;
  return wanted.major === offered.major && wanted.minor <= offered.minor;
}

/** What a remote's `./module` exposes: the host merges routes, menus and translations. */
export interface ModuleDescriptor {
  name: string;
  /**
   * The host contract the remote was built for, written as a literal in the remote's own code
   * (an import of HOST_CONTRACT_VERSION would read the host's copy at runtime); its module test
   * checks it against the sources it is built with.
   */
  contractVersion: string;
  routes: RouteDescriptor[];
  menu: MenuItemDescriptor[];
  /** The area's texts in one language, a chunk per language: the host loads the active one's only. */
  loadTranslations: (language: Language) => Promise<TranslationTree>;
}

/** Every entry of a menu, groups' children included, in display order. */
export function flattenMenu(items: readonly MenuItemDescriptor[]): MenuItemDescriptor[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.children ?? [])]);
}

/**
 * What the remote announces in its `area.json` (AreaAnnouncement): the prefixes of its routes and
 * the permissions of its routes and menu, sorted so the file is stable. Its module test keeps the
 * file equal to this; the host also takes the prefixes of a loaded descriptor's routes from here.
 */
export function announcementOf(module: Pick<ModuleDescriptor, 'routes' | 'menu'>): AreaAnnouncement {
  const sorted = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => !!value))].sort();
  return {
    basePaths: sorted(module.routes.map((route) => pathPrefixOf(route.path))),
    permissions: sorted([...module.routes.map((route) => route.permission), ...flattenMenu(module.menu).map((item) => item.permission)]),
  };
}
