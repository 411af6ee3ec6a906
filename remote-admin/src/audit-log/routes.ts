import { createElement } from 'react';
import { AuditOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@evax/shared/contract';
import type { MenuItemDescriptor, RouteDescriptor } from '@evax/shared/runtime';
import { AUDIT_LOG_PATHS } from './paths';

const MENU_KEY = 'admin-audit-log';

/** The audit log viewer (issue 34): who did what, when, from where, before and after. */
export const auditLogRoutes: RouteDescriptor[] = [
  {
    path: AUDIT_LOG_PATHS.list,
    permission: PERMISSIONS.admin.viewAuditLog,
    titleKey: 'ADMIN.AUDIT.TITLE',
    menuKey: MENU_KEY,
    component: () => import('./pages/AuditLogPage'),
  },
];

export const auditLogMenu: MenuItemDescriptor = {
  key: MENU_KEY,
  labelKey: 'ADMIN.MENU.AUDIT_LOG',
  path: AUDIT_LOG_PATHS.list,
  icon: createElement(AuditOutlined),
  permission: PERMISSIONS.admin.viewAuditLog,
};
