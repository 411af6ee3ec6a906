import { flattenMenu, type MenuItemDescriptor } from '@evax/shared/runtime';
import { activeMenuEntry, activeMenuTrail, allowedMenu } from '../src/app/menu';

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
