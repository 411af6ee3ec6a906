import type { ModuleDescriptor } from '@evax/shared/runtime';
import { childMenu, childRoutes } from './child/routes';
import { citizenMenu, citizenRoutes } from './citizen/routes';
import { loadCitizenTranslations } from './i18n/load-translations';
import { mapiMenu, medicalFolderRoutes } from './medical-folder/routes';
import { parentRoutes } from './parent/routes';
import { registrationMenu, registrationRoutes } from './registration-request/routes';

/** The citizen area: children and their parents, citizens, registration requests and the children's medical folders and their MAPI reports. */
const citizenModule: ModuleDescriptor = {
  name: 'citizen',
  contractVersion: '1.0',
  routes: [...childRoutes, ...parentRoutes, ...citizenRoutes, ...registrationRoutes, ...medicalFolderRoutes],
  menu: [...childMenu, ...citizenMenu, registrationMenu, ...mapiMenu],
  loadTranslations: loadCitizenTranslations,
};

export default citizenModule;
