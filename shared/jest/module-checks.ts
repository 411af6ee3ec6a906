import path from 'node:path';
import { ADMIN_BASE, REMOTE_BASE_PATHS, REMOTE_NAMES, REMOTE_PERMISSIONS, REMOTE_ROUTES, isPermission, type RemoteName } from '@evax/shared/contract';
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

    it("declares every route in its area's route table, so the host knows its path prefixes before it loads", () => {
      expect(REMOTE_NAMES).toContain(module.name);
      const table = Object.values(REMOTE_ROUTES[module.name as RemoteName]);
      const prefixes = REMOTE_BASE_PATHS[module.name as RemoteName];
      for (const route of module.routes) {
        expect({ path: route.path, inTable: table.includes(route.path) }).toEqual({ path: route.path, inTable: true });
        expect(prefixes.some((prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`))).toBe(true);
      }
    });

    it("guards its routes with its area's permissions only, so the host knows who may open it before it loads", () => {
      const own = REMOTE_PERMISSIONS[module.name as RemoteName];
      for (const route of module.routes) {
        if (route.permission)
          expect({ path: route.path, permission: route.permission, ownPermission: own.includes(route.permission) }).toMatchObject({ ownPermission: true });
      }
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
