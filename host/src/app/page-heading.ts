import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { hasPermission, type PermissionSubject } from '@evax/shared/contract';
import {
  flattenMenu,
  isProfessionalBodySession,
  matchRouteDescriptor,
  useAuthStore,
  usePermissionSubject,
  type MenuItemDescriptor,
  type RouteDescriptor,
} from '@evax/shared/runtime';
import { activeMenuEntry, menuTrail } from './menu';
import { useAllowedMenu, useAllRoutes } from './use-allowed-menu';

/** What the layout shows above a page: its title, its breadcrumb, the menu entry to highlight. */
export interface PageHeading {
  titleKey: string;
  /** The menu groups and entry above the page, outermost first. */
  trail: MenuItemDescriptor[];
  /** The highlighted menu entry, when the page belongs to one. */
  entry?: MenuItemDescriptor;
  /** The page is its entry's own page (the list): the breadcrumb ends at the entry. */
  onEntryPage: boolean;
}

interface Viewer {
  subject: PermissionSubject | null;
  professionalBody: boolean;
}

/**
 * The heading of `pathname`, from its route descriptor (title, menu entry) and the menu the user
 * may open. A page the user may not open names nothing: the forbidden page stands alone.
 */
export function pageHeading(menu: readonly MenuItemDescriptor[], routes: readonly RouteDescriptor[], pathname: string, viewer: Viewer): PageHeading | null {
  const route = matchRouteDescriptor(routes, pathname);
  if (route && !mayOpen(route, viewer)) return null;
  const entry = route?.menuKey ? flattenMenu(menu).find((item) => item.key === route.menuKey) : activeMenuEntry(menu, pathname);
  const titleKey = route?.titleKey ?? entry?.labelKey;
  if (!titleKey) return null;
  const onEntryPage = !!entry && (route ? route.path === entry.path : pathname === entry.path);
  return { titleKey, trail: entry ? menuTrail(menu, entry) : [], entry, onEntryPage };
}

function mayOpen(route: RouteDescriptor, { subject, professionalBody }: Viewer): boolean {
  return hasPermission(subject, route.permission) && !(professionalBody && route.hiddenForProfessionalBody);
}

/** The heading of the current page, for the subheader and the side menu. */
export function usePageHeading(): PageHeading | null {
  const menu = useAllowedMenu();
  const routes = useAllRoutes();
  const { pathname } = useLocation();
  const subject = usePermissionSubject();
  const professionalBody = useAuthStore(isProfessionalBodySession);
  return useMemo(() => pageHeading(menu, routes, pathname, { subject, professionalBody }), [menu, routes, pathname, subject, professionalBody]);
}
