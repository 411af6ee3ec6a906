import { createElement, type ReactElement } from 'react';
import { type AnnouncedIcon, type AnnouncedMenuEntry, type AreaAnnouncement } from '@evax/shared/contract';
import { isContractCompatible, type MenuItemDescriptor } from '@evax/shared/runtime';

/**
 * Whether the area's announcement carries a menu this portal may show: written by a remote of a
 * contract it runs. An area without one shows its menu only once its descriptor has loaded.
 */
export function announcesMenu(announcement: AreaAnnouncement | null): announcement is AreaAnnouncement & Required<Pick<AreaAnnouncement, 'menu'>> {
  return !!announcement?.menu && !!announcement.contractVersion && isContractCompatible(announcement.contractVersion);
}

const menus = new WeakMap<AreaAnnouncement, MenuItemDescriptor[]>();

/** The announced menu as the host's menu entries (each announcement converted once), or null. */
export function announcedMenu(announcement: AreaAnnouncement | null): MenuItemDescriptor[] | null {
  if (!announcesMenu(announcement)) return null;
  let menu = menus.get(announcement);
  if (!menu) {
    menu = announcement.menu.map(menuEntry);
    menus.set(announcement, menu);
  }
  return menu;
}

function menuEntry({ icon, children, ...entry }: AnnouncedMenuEntry): MenuItemDescriptor {
  return {
    ...(entry as Omit<MenuItemDescriptor, 'icon' | 'children'>),
    ...(icon ? { icon: <AnnouncedIconView tree={icon} /> } : {}),
    ...(children ? { children: children.map(menuEntry) } : {}),
  };
}

// Data from another deployment: drawn as SVG shapes only, never scripts, links or handlers.
const SVG_TAGS = new Set(['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polygon', 'polyline', 'defs', 'title']);

/** An announced icon, drawn as antd draws its icons (1em, the text's colour), decorative. */
function AnnouncedIconView({ tree }: { tree: AnnouncedIcon }) {
  return (
    <span role="img" aria-hidden="true" className="anticon">
      {svgElement(tree, { width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' })}
    </span>
  );
}

function svgElement({ tag, attrs, children = [] }: AnnouncedIcon, extra: Record<string, string> = {}, key?: number): ReactElement | null {
  if (!SVG_TAGS.has(tag)) return null;
  const props: Record<string, string | number | undefined> = { key };
  for (const [name, value] of Object.entries(attrs)) {
    if (/^on/i.test(name) || /href$/i.test(name)) continue;
    props[name === 'class' ? 'className' : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return createElement(tag, { ...props, ...extra }, ...children.map((child, index) => svgElement(child, {}, index)));
}
