import { HomeOutlined } from '@ant-design/icons';
import { PERMISSIONS, SHELL_ROUTES } from '@evax/shared/contract';
import { HOST_CONTRACT_VERSION, type ModuleDescriptor } from '@evax/shared/runtime';
import { loadShellTranslations } from '../i18n/load-shell-translations';
import { profileRoutes } from './profile-routes';
import { galleryRoutes } from './gallery-routes';
import { widgetsGalleryRoutes } from './widgets-gallery-routes';

/** The shell's own area, described like a remote's so routes and menu merge the same way. */
export const shellModule: ModuleDescriptor = {
  contractVersion: HOST_CONTRACT_VERSION,
  name: 'shell',
  routes: [
    { path: SHELL_ROUTES.home, permission: PERMISSIONS.dashboard.view, titleKey: 'MENU.HOME', component: () => import('../home/pages/HomePage') },
    ...profileRoutes,
    ...galleryRoutes,
    ...widgetsGalleryRoutes,
  ],
  menu: [{ key: 'home', labelKey: 'MENU.HOME', path: SHELL_ROUTES.home, icon: <HomeOutlined />, permission: PERMISSIONS.dashboard.view }],
  // Added at start already, in the active language only (bootstrap.tsx).
  loadTranslations: loadShellTranslations,
};
