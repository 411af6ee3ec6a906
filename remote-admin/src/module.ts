import type { ModuleDescriptor } from '@evax/shared/runtime';
import { loadAdminTranslations } from './i18n/load-translations';
import { userMenu, userRoutes } from './user/routes';

/** The administration area: users (roles, structures, organizations, gateways and the audit come later, an entity each). */
const adminModule: ModuleDescriptor = {
  name: 'admin',
  contractVersion: '1.0',
  routes: [...userRoutes],
  menu: [userMenu],
  loadTranslations: loadAdminTranslations,
};

export default adminModule;
