import { hasPermission, type PermissionSubject } from '@evax/shared/contract';
import { flattenMenu, type MenuItemDescriptor } from '@evax/shared/runtime';

/**
 * The entries the user may open; a group stays only if one of its entries does. A
 * professional-body session also loses the entries hidden from it.
 */
export function allowedMenu(items: readonly MenuItemDescriptor[], subject: PermissionSubject | null, professionalBody = false): MenuItemDescriptor[] {
  return items.flatMap((item) => {
    if (!hasPermission(subject, item.permission)) return [];
    if (professionalBody && item.hiddenForProfessionalBody) return [];
    if (!item.children) return [item];
    const children = allowedMenu(item.children, subject, professionalBody);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** The entry the current path belongs to: the longest path that starts it. */
export function activeMenuEntry(items: readonly MenuItemDescriptor[], pathname: string): MenuItemDescriptor | undefined {
  return flattenMenu(items)
    .filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
    .sort((first, second) => second.path.length - first.path.length)[0];
}

/** The active entry and the groups above it, outermost first (the subheader's breadcrumbs). */
export function activeMenuTrail(items: readonly MenuItemDescriptor[], pathname: string): MenuItemDescriptor[] {
  const active = activeMenuEntry(items, pathname);
  return active ? menuTrail(items, active) : [];
}

/** `entry` and the groups above it, outermost first. */
export function menuTrail(items: readonly MenuItemDescriptor[], entry: MenuItemDescriptor): MenuItemDescriptor[] {
  const trailTo = (level: readonly MenuItemDescriptor[]): MenuItemDescriptor[] | null => {
    for (const item of level) {
      if (item === entry) return [item];
      const below = trailTo(item.children ?? []);
      if (below) return [item, ...below];
    }
    return null;
  };
  return trailTo(items) ?? [entry];
}
