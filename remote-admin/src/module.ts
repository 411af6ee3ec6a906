import type { ModuleDescriptor } from '@evax/shared/runtime';
import { loadAdminTranslations } from './i18n/load-translations';
import { roleMenu, roleRoutes } from './role/routes';
import { userMenu, userRoutes } from './user/routes';

/** The administration area: users and roles (structures, organizations, gateways and the audit come later, an entity each). */
const adminModule: ModuleDescriptor = {
  name: 'admin',
  contractVersion: '1.0',
  routes: [...userRoutes, ...roleRoutes],
  menu: [userMenu, roleMenu],
  loadTranslations: loadAdminTranslations,
};

export default adminModule;
