import { useMemo } from 'react';
import { isProfessionalBodySession, useAuthStore, usePermissionSubject, type MenuItemDescriptor, type RouteDescriptor } from '@evax/shared/runtime';
import { useRemoteModules } from '../federation/remote-modules-store';
import { announcedMenu } from '../federation/announced-menu';
import { allowedMenu } from './menu';
import { shellModule } from './shell-module';

/**
 * One menu: the shell's entries, then each area's, in configuration order: the menu it announced
 * (before any of its code loads), else its loaded descriptor's. A refused area brings none.
 */
export function useMenu(): MenuItemDescriptor[] {
  const areas = useRemoteModules((state) => state.areas);
  return useMemo(
    () => [
      ...shellModule.menu,
      ...areas.flatMap((area) => (area.status === 'incompatible' ? [] : (announcedMenu(area.announcement) ?? area.descriptor?.menu ?? []))),
    ],
    [areas],
  );
}

/** The menu entries the signed-in user may open. */
export function useAllowedMenu(): MenuItemDescriptor[] {
  const menu = useMenu();
  const subject = usePermissionSubject();
  const professionalBody = useAuthStore(isProfessionalBodySession);
  return useMemo(() => allowedMenu(menu, subject, professionalBody), [menu, subject, professionalBody]);
}

/** Every route: the shell's, then each loaded remote's. */
export function useAllRoutes(): RouteDescriptor[] {
  const areas = useRemoteModules((state) => state.areas);
  return useMemo(() => [...shellModule.routes, ...areas.flatMap((area) => area.descriptor?.routes ?? [])], [areas]);
}
