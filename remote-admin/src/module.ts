import { createElement } from 'react';
import { UserOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import { ADMIN_ROUTES } from './route-paths';
import type { ModuleDescriptor } from '@evax/shared/runtime';
import { loadAdminTranslations } from './i18n/load-translations';

/** The administration area: users (roles, organizations and gateways come later). */
const adminModule: ModuleDescriptor = {
  name: 'admin',
  contractVersion: '1.0',
  routes: [
    { path: ADMIN_ROUTES.users, permission: PERMISSIONS.admin.viewUsers, titleKey: 'ADMIN.MENU.USERS', component: () => import('./pages/UserListPage') },
  ],
  menu: [
    {
      key: 'admin-users',
      labelKey: 'ADMIN.MENU.USERS',
      path: ADMIN_ROUTES.users,
      icon: createElement(UserOutlined),
      permission: PERMISSIONS.admin.viewUsers,
    },
  ],
  loadTranslations: loadAdminTranslations,
};

export default adminModule;
