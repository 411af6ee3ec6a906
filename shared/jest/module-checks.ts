import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_BASE, AREA_ANNOUNCEMENT_FILE, MENU_GROUPS, REMOTE_NAMES, isPermission, type AreaAnnouncement } from '@evax/shared/contract';
import {
  findTranslationGaps,
  flattenMenu,
  flattenTranslations,
  HOST_CONTRACT_VERSION,
  loadAllLanguages,
  mergeTranslations,
  type ModuleDescriptor,
  type TranslationBundles,
} from '@evax/shared/runtime';
import { uiTranslations } from '@evax/shared/ui/translations';
import { untranslatedKeys } from './translation-keys';
import { areaFileOf, type DeclaredArea } from './area-file';

/** What every remote's descriptor must hold, checked the same way in each remote's tests. */
export function describeModuleDescriptor(module: ModuleDescriptor, packageDir: string): void {
  describe(`${module.name} module descriptor`, () => {
    // The descriptor loads one language at a time (the host asks for the active one): all three here.
    let translations: TranslationBundles;
    beforeAll(async () => {
      translations = await loadAllLanguages(module.loadTranslations);
    });

    it('declares the host contract of the sources it is built with (bump it with the contract)', () => {
      expect(module.contractVersion).toBe(HOST_CONTRACT_VERSION);
    });

    it('puts every route under /admin, with a known permission', () => {
      for (const route of module.routes) {
        expect(route.path.startsWith(`${ADMIN_BASE}/`)).toBe(true);
        if (route.permission) expect(isPermission(route.permission)).toBe(true);
      }
    });

    it('is one of the areas the host composes', () => {
      expect(REMOTE_NAMES).toContain(module.name);
    });

    it(`announces its path prefixes, permissions, contract, menu and menu texts in ${AREA_ANNOUNCEMENT_FILE}, as its descriptor says (EVAX_WRITE_AREA=1 rewrites it, keeping what the file declares)`, () => {
      const file = path.join(packageDir, AREA_ANNOUNCEMENT_FILE);
      const expected = `${JSON.stringify(areaFileOf(module, translations, declaredIn(file)), null, 2)}\n`;
      if (process.env.EVAX_WRITE_AREA === '1') fs.writeFileSync(file, expected);
      expect(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : `${file} is missing`).toBe(expected);
    });

    it(`declares in ${AREA_ANNOUNCEMENT_FILE} the menu group its entries go in, one the host knows`, () => {
      expect(MENU_GROUPS).toContain(declaredIn(path.join(packageDir, AREA_ANNOUNCEMENT_FILE)).menuGroup);
    });

    it('points every menu entry at one of its routes, with the same permission', () => {
      for (const entry of flattenMenu(module.menu).filter((item) => !item.children)) {
        const route = module.routes.find((candidate) => candidate.path === entry.path);
        expect(route).toBeDefined();
        expect(entry.permission).toBe(route?.permission);
      }
    });

    it('gives every route a title it translates, and a menu entry of its own menu where it names one', () => {
      const keys = flattenTranslations(translations.fr);
      const entries = flattenMenu(module.menu).map((item) => item.key);
      for (const route of module.routes) {
        expect({ path: route.path, titleTranslated: !!route.titleKey && keys.has(route.titleKey) }).toEqual({ path: route.path, titleTranslated: true });
        if (route.menuKey) expect(entries).toContain(route.menuKey);
      }
    });

    it('has every translation key in fr, ar and en', () => {
      expect(findTranslationGaps(translations)).toEqual([]);
    });

    it('translates every key its code uses', () => {
      expect(untranslatedKeys(path.join(packageDir, 'src'), mergeTranslations(uiTranslations, translations))).toEqual([]);
    });

    it('keeps its keys under its own prefix, so areas never overwrite each other', () => {
      const prefix = module.name.toUpperCase();
      expect(Object.keys(translations.fr)).toEqual([prefix]);
    });

    it('gives lazy pages that load', async () => {
      for (const route of module.routes) expect(typeof (await route.component()).default).toBe('function');
    });
  });
}

/** What the area's file declares itself (not derived from its descriptor), or nothing when there is no file yet. */
function declaredIn(file: string): DeclaredArea {
  if (!fs.existsSync(file)) return {};
  const { menuGroup } = JSON.parse(fs.readFileSync(file, 'utf8')) as AreaAnnouncement;
  return menuGroup === undefined ? {} : { menuGroup };
}
