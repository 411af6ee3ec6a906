import { entityRoutes } from '@evax/shared/ui';
import { THING_PATHS, THING_PERMISSIONS } from './kit-fixtures';

const page = async () => ({ default: () => null });

describe('entityRoutes', () => {
  const { routes, menu } = entityRoutes({
    entity: { textPrefix: 'THING', paths: THING_PATHS, permissions: THING_PERMISSIONS, resourceKey: ['thing'], invalidates: ['thing'] },
    menu: { key: 'test-things', labelKey: 'THING.MENU', icon: null },
    pages: { list: page, form: page, show: page },
  });

  it('gives the list (not exact: its status confirmations are under it), add, edit and show, each under its permission and in the menu entry', () => {
    expect(routes.map(({ path, permission, titleKey, menuKey, exact }) => ({ path, permission, titleKey, menuKey, exact }))).toEqual([
      { path: THING_PATHS.list, permission: THING_PERMISSIONS.list, titleKey: 'THING.MENU', menuKey: 'test-things', exact: false },
      { path: THING_PATHS.add, permission: THING_PERMISSIONS.add, titleKey: 'THING.FORM.ADD_TITLE', menuKey: 'test-things', exact: undefined },
      { path: THING_PATHS.edit, permission: THING_PERMISSIONS.edit, titleKey: 'THING.FORM.EDIT_TITLE', menuKey: 'test-things', exact: undefined },
      { path: THING_PATHS.show, permission: THING_PERMISSIONS.show, titleKey: 'THING.MENU', menuKey: 'test-things', exact: undefined },
    ]);
  });

  it("makes the menu entry open the list, under the list's permission", () => {
    expect(menu).toEqual({ key: 'test-things', labelKey: 'THING.MENU', path: THING_PATHS.list, icon: null, permission: THING_PERMISSIONS.list });
  });
});
