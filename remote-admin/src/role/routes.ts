import { createElement } from 'react';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { entityRoutes } from '@evax/shared/ui/shell';
import { ROLE } from './entity';

const entity = entityRoutes({
  entity: ROLE,
  menu: { key: 'admin-roles', labelKey: 'ADMIN.MENU.ROLES', icon: createElement(SafetyCertificateOutlined) },
  pages: { list: () => import('./pages/RoleListPage'), form: () => import('./pages/RoleFormPage'), show: () => import('./pages/RoleShowPage') },
});

/** The roles' list, form with the permission matrix, and detail (issue 34). */
export const roleRoutes = entity.routes;
export const roleMenu = entity.menu;
