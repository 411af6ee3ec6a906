import { useMemo } from 'react';
import { isProfessionalBodySession, useAuthStore, usePermissionSubject, type MenuItemDescriptor, type RouteDescriptor } from '@evax/shared/runtime';
import { useRemoteModules, type RemoteArea } from '../federation/remote-modules-store';
import { announcedMenu } from '../federation/announced-menu';
import { allowedMenu, menuSections, type AreaMenu, type MenuSections } from './menu';
import { shellModule } from './shell-module';

/**
 * Each area's menu, in configuration order: the menu it announced (before any of its code loads),
 * else its loaded descriptor's, with the menu group it announced. A refused area brings none.
 */
function areaMenus(areas: readonly RemoteArea[]): AreaMenu[] {
  return areas.map((area) => ({
    group: area.announcement?.menuGroup,
    menu: area.status === 'incompatible' ? [] : (announcedMenu(area.announcement) ?? area.descriptor?.menu ?? []),
  }));
}

/** One menu: the shell's entries, then each area's, in configuration order. */
export function useMenu(): MenuItemDescriptor[] {
  const areas = useRemoteModules((state) => state.areas);
  return useMemo(() => [...shellModule.menu, ...areaMenus(areas).flatMap((area) => area.menu)], [areas]);
}

/** The menu entries the signed-in user may open. */
export function useAllowedMenu(): MenuItemDescriptor[] {
  const menu = useMenu();
  const subject = usePermissionSubject();
  const professionalBody = useAuthStore(isProfessionalBodySession);
  return useMemo(() => allowedMenu(menu, subject, professionalBody), [menu, subject, professionalBody]);
}

/** The same entries by section, as the side menu shows them: ungrouped ones, then each area's group. */
export function useMenuSections(): MenuSections {
  const areas = useRemoteModules((state) => state.areas);
  const subject = usePermissionSubject();
  const professionalBody = useAuthStore(isProfessionalBodySession);
  return useMemo(() => menuSections(shellModule.menu, areaMenus(areas), subject, professionalBody), [areas, subject, professionalBody]);
}

/** Every route: the shell's, then each loaded remote's. */
export function useAllRoutes(): RouteDescriptor[] {
  const areas = useRemoteModules((state) => state.areas);
  return useMemo(() => [...shellModule.routes, ...areas.flatMap((area) => area.descriptor?.routes ?? [])], [areas]);
}
