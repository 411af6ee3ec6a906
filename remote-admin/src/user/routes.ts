import { createElement } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import type { RouteDescriptor } from '@evax/shared/runtime';
import { entityRoutes } from '@evax/shared/ui/shell';
import { USER } from './entity';
import { USER_PATHS } from './paths';

const entity = entityRoutes({
  entity: USER,
  menu: { key: 'admin-users', labelKey: 'ADMIN.MENU.USERS', icon: createElement(UserOutlined) },
  pages: { list: () => import('./pages/UserListPage'), form: () => import('./pages/UserFormPage'), show: () => import('./pages/UserShowPage') },
});

/** The users' list, form, detail and recycle bin (spec 3 §2, §4). */
export const userRoutes: RouteDescriptor[] = [
  {
    path: USER_PATHS.deleted,
    permission: PERMISSIONS.admin.deleteUser,
    titleKey: 'ADMIN.USERS.RECYCLE_BIN.TITLE',
    menuKey: 'admin-users',
    component: () => import('./pages/DeletedUsersPage'),
  },
  ...entity.routes,
];

export const userMenu = entity.menu;
