import { createElement } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';
import { USER_PATHS } from './paths';

const { admin } = PERMISSIONS;

/** The users' list (spec 3 §2). */
export const userRoutes: RouteDescriptor[] = [
  { path: USER_PATHS.list, permission: admin.viewUsers, titleKey: 'ADMIN.MENU.USERS', component: () => import('./pages/UserListPage') },
];

export const userMenu: MenuItemDescriptor = {
  key: 'admin-users',
  labelKey: 'ADMIN.MENU.USERS',
  path: USER_PATHS.list,
  icon: createElement(UserOutlined),
  permission: admin.viewUsers,
};
