import { hasPermission, isMenuGroup, MENU_GROUPS, type MenuGroup, type PermissionSubject } from '@evax/shared/contract';
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

/** An area's entries and the group it announced (none, or one this portal does not know: ungrouped). */
export interface AreaMenu {
  group: string | undefined;
  menu: readonly MenuItemDescriptor[];
}

/** The side menu's sections: the entries outside any group (the shell's first), then the groups in MENU_GROUPS order. */
export interface MenuSections {
  entries: MenuItemDescriptor[];
  groups: { key: MenuGroup; entries: MenuItemDescriptor[] }[];
}

/**
 * The menu the user may open, by section: the shell's entries and those of areas without a known
 * group at the top, then each group with the entries of the areas that announce it, in their
 * configuration order; a group none of whose entries the user may open is left out.
 */
export function menuSections(
  shell: readonly MenuItemDescriptor[],
  areas: readonly AreaMenu[],
  subject: PermissionSubject | null,
  professionalBody = false,
): MenuSections {
  const allowed = (items: readonly MenuItemDescriptor[]) => allowedMenu(items, subject, professionalBody);
  const ungrouped = areas.filter((area) => !isMenuGroup(area.group)).flatMap((area) => area.menu);
  return {
    entries: allowed([...shell, ...ungrouped]),
    groups: MENU_GROUPS.map((key) => ({ key, entries: allowed(areas.filter((area) => area.group === key).flatMap((area) => area.menu)) })).filter(
      (group) => group.entries.length > 0,
    ),
  };
}
