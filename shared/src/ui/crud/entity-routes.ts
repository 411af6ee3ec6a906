import type { ReactNode } from 'react';
import type { MenuItemDescriptor, PageLoader, RouteDescriptor } from '@evax/shared/runtime';
import type { EntityFacts } from './crud-entity.js';

export interface EntityRoutesOptions {
  /** The entity (its CrudEntity): its paths, permissions and form titles (`${textPrefix}.FORM.*`). */
  entity: EntityFacts;
  /** Its menu entry: the list's label (also the list's and the show page's title) and icon. */
  menu: { key: string; labelKey: string; icon: ReactNode };
  pages: { list: PageLoader; form: PageLoader; show: PageLoader };
}

/**
 * An activate/deactivate entity's routes (list, add, edit, show) and its menu entry. Every page
 * names the entry, as the add and edit pages that lie outside the list's path must (spec 3 §2);
 * the list is not exact: its activate / deactivate confirmations are nested under its path.
 */
export function entityRoutes({ entity, menu, pages }: EntityRoutesOptions): { routes: RouteDescriptor[]; menu: MenuItemDescriptor } {
  const { paths, permissions, textPrefix } = entity;
  const menuKey = menu.key;
  return {
    routes: [
      { path: paths.list, permission: permissions.list, titleKey: menu.labelKey, menuKey, component: pages.list, exact: false },
      { path: paths.add, permission: permissions.add, titleKey: `${textPrefix}.FORM.ADD_TITLE`, menuKey, component: pages.form },
      { path: paths.edit, permission: permissions.edit, titleKey: `${textPrefix}.FORM.EDIT_TITLE`, menuKey, component: pages.form },
      { path: paths.show, permission: permissions.show, titleKey: menu.labelKey, menuKey, component: pages.show },
    ],
    menu: { key: menuKey, labelKey: menu.labelKey, path: paths.list, icon: menu.icon, permission: permissions.list },
  };
}
