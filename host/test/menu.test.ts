import type { Permission } from '@evax/shared/contract';
import { flattenMenu, type MenuItemDescriptor } from '@evax/shared/runtime';
import { activeMenuEntry, activeMenuTrail, allowedMenu, menuSections } from '../src/app/menu';

const menu: MenuItemDescriptor[] = [
  { key: 'home', labelKey: 'MENU.HOME', path: '/admin/home', permission: 'view-dashboard' },
  {
    key: 'vaccine',
    labelKey: 'V',
    path: '/admin/vaccine',
    children: [
      { key: 'routine', labelKey: 'R', path: '/admin/vaccine/routine-vaccination', permission: 'view-routine-vaccination' },
      { key: 'rabies', labelKey: 'A', path: '/admin/vaccine/antirabique-vaccination', permission: 'view-rabies-vaccination' },
    ],
  },
  { key: 'users', labelKey: 'U', path: '/admin/users', permission: 'view-users' },
  { key: 'open', labelKey: 'O', path: '/admin/open' },
];

const keys = (items: MenuItemDescriptor[]) => flattenMenu(items).map((item) => item.key);

describe('menu', () => {
  it('shows only the entries the user may open', () => {
    const agent = { isSuperuser: false, isDssb: false, permissions: ['view-dashboard', 'view-routine-vaccination'] };
    expect(keys(allowedMenu(menu, agent))).toEqual(['home', 'vaccine', 'routine', 'open']);
  });

  it('drops a group none of whose entries is allowed', () => {
    const admin = { isSuperuser: false, isDssb: false, permissions: ['view-users'] };
    expect(keys(allowedMenu(menu, admin))).toEqual(['users', 'open']);
  });

  it('shows everything to DSSB and superusers, nothing to nobody', () => {
    expect(keys(allowedMenu(menu, { isSuperuser: false, isDssb: true, permissions: [] }))).toHaveLength(6);
    expect(allowedMenu(menu, null)).toEqual([]);
  });

  it('finds the entry a path belongs to, the most specific first', () => {
    expect(activeMenuEntry(menu, '/admin/vaccine/routine-vaccination/new/123456789')?.key).toBe('routine');
    expect(activeMenuEntry(menu, '/admin/vaccine')?.key).toBe('vaccine');
    expect(activeMenuEntry(menu, '/admin/usersx')).toBeUndefined();
  });

  it('gives the breadcrumb trail of the active entry, groups first', () => {
    expect(activeMenuTrail(menu, '/admin/vaccine/routine-vaccination/12/show').map((item) => item.key)).toEqual(['vaccine', 'routine']);
    expect(activeMenuTrail(menu, '/admin/users').map((item) => item.key)).toEqual(['users']);
    expect(activeMenuTrail(menu, '/admin/unknown')).toEqual([]);
  });
});

describe('menu of a professional-body session', () => {
  const withHidden: MenuItemDescriptor[] = [
    { key: 'home', labelKey: 'MENU.HOME', path: '/admin/home' },
    { key: 'phone', labelKey: 'P', path: '/admin/reset-phone', hiddenForProfessionalBody: true },
    {
      key: 'account',
      labelKey: 'A',
      path: '/admin/profile',
      children: [{ key: 'password', labelKey: 'C', path: '/admin/change-password', hiddenForProfessionalBody: true }],
    },
  ];
  const superuser = { isSuperuser: true, isDssb: false, permissions: [] };

  it('leaves out the entries hidden from it, and a group left empty', () => {
    expect(keys(allowedMenu(withHidden, superuser, true))).toEqual(['home']);
  });

  it('keeps them for every other session', () => {
    expect(keys(allowedMenu(withHidden, superuser))).toEqual(['home', 'phone', 'account', 'password']);
  });
});

describe('the menu by section', () => {
  const shell: MenuItemDescriptor[] = [{ key: 'home', labelKey: 'MENU.HOME', path: '/admin/home' }];
  const entry = (key: string, permission?: Permission): MenuItemDescriptor => ({
    key,
    labelKey: key,
    path: `/admin/${key}`,
    ...(permission ? { permission } : {}),
  });
  const areas = [
    { group: 'reference', menu: [entry('dci', 'view-dci-list')] },
    { group: 'children', menu: [entry('children'), entry('search')] },
    { group: undefined, menu: [entry('old')] },
    { group: 'billing', menu: [entry('invoices')] },
    { group: 'children', menu: [entry('mapi')] },
    { group: 'administration', menu: [entry('users', 'view-users')] },
  ];
  const agent = { isSuperuser: false, isDssb: false, permissions: ['view-dci-list'] };

  it("gives the groups in the menu's order, each with its areas' entries in configuration order; the shell's and ungrouped entries first", () => {
    const sections = menuSections(shell, areas, agent);
    expect(sections.entries.map((item) => item.key)).toEqual(['home', 'old', 'invoices']);
    expect(sections.groups.map((group) => [group.key, group.entries.map((item) => item.key)])).toEqual([
      ['children', ['children', 'search', 'mapi']],
      ['reference', ['dci']],
    ]);
  });

  it('leaves out the entries the user may not open, and a group left empty', () => {
    const sections = menuSections(shell, areas, { isSuperuser: false, isDssb: false, permissions: ['view-users'] });
    expect(sections.groups.map((group) => group.key)).toEqual(['children', 'administration']);
    expect(menuSections(shell, areas, null)).toEqual({ entries: [], groups: [] });
  });
});
