import type { ModuleDescriptor } from '@evax/shared/runtime';
import { loadAdminTranslations } from './i18n/load-translations';
import { auditLogMenu, auditLogRoutes } from './audit-log/routes';
import { roleMenu, roleRoutes } from './role/routes';
import { userMenu, userRoutes } from './user/routes';

/** The administration area: users, roles and the audit log (structures, organizations and gateways come later, an entity each). */
const adminModule: ModuleDescriptor = {
  name: 'admin',
  contractVersion: '1.0',
  routes: [...userRoutes, ...roleRoutes, ...auditLogRoutes],
  menu: [userMenu, roleMenu, auditLogMenu],
  loadTranslations: loadAdminTranslations,
};

export default adminModule;
