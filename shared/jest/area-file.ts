import type { ReactElement, ReactNode } from 'react';
import { LANGUAGES, type AnnouncedIcon, type AnnouncedMenuEntry, type AnnouncedTexts, type AreaAnnouncement } from '@evax/shared/contract';
import {
  announcementOf,
  flattenMenu,
  flattenTranslations,
  PLURAL_CATEGORIES,
  type MenuItemDescriptor,
  type ModuleDescriptor,
  type TranslationBundles,
} from '@evax/shared/runtime';

/** What a remote's `area.json` declares rather than derives from its descriptor: the menu group its entries go in. */
export type DeclaredArea = Pick<AreaAnnouncement, 'menuGroup'>;

/**
 * The whole of a remote's `area.json`, from its descriptor and its texts: its prefixes and
 * permissions, its contract, the menu group it declares, its menu as data and the texts that
 * menu says, in every language.
 */
export function areaFileOf(module: ModuleDescriptor, translations: TranslationBundles, declared: DeclaredArea = {}): AreaAnnouncement {
  const keys = flattenMenu(module.menu).flatMap((item) => [item.labelKey, ...(item.count ? [item.count.labelKey] : [])]);
  return {
    ...announcementOf(module),
    contractVersion: module.contractVersion,
    ...(declared.menuGroup ? { menuGroup: declared.menuGroup } : {}),
    menu: module.menu.map(announcedEntry),
    texts: Object.fromEntries(
      LANGUAGES.map((language) => [language, pickTexts(flattenTranslations(translations[language]), keys)]),
    ) as AreaAnnouncement['texts'],
  };
}

function announcedEntry(item: MenuItemDescriptor): AnnouncedMenuEntry {
  const { key, labelKey, path, permission, hiddenForProfessionalBody, count, children } = item;
  return {
    key,
    labelKey,
    path,
    ...(item.icon ? { icon: iconTree(key, item.icon) } : {}),
    ...(permission ? { permission } : {}),
    ...(hiddenForProfessionalBody ? { hiddenForProfessionalBody } : {}),
    ...(count ? { count } : {}),
    ...(children ? { children: children.map(announcedEntry) } : {}),
  };
}

type IconComponent = { render?: (props: object, ref: null) => ReactElement<{ icon?: { icon?: unknown } }> };

/** The SVG tree of one of antd's icons (`createElement(SomethingOutlined)`): what its component draws. */
function iconTree(key: string, icon: ReactNode): AnnouncedIcon {
  const type = (icon as ReactElement).type as IconComponent | undefined;
  const tree = type?.render?.({}, null).props.icon?.icon;
  if (!tree || typeof tree !== 'object') throw new Error(`menu entry ${key}: its icon is not one of @ant-design/icons' (an element of SomethingOutlined)`);
  return tree as AnnouncedIcon;
}

/** The texts of `keys` (a plural key with each of its forms), nested as in the area's bundle. */
function pickTexts(texts: Map<string, string>, keys: string[]): AnnouncedTexts {
  const picked: AnnouncedTexts = {};
  const wanted = new Set(keys.flatMap((key) => [key, ...PLURAL_CATEGORIES.map((category) => `${key}_${category}`)]));
  for (const [key, text] of texts) {
    if (!wanted.has(key)) continue;
    const path = key.split('.');
    let level = picked;
    for (const name of path.slice(0, -1)) level = (level[name] ??= {}) as AnnouncedTexts;
    level[path.at(-1) as string] = text;
  }
  return picked;
}
