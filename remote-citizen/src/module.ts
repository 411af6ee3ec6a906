import type { ModuleDescriptor } from '@evax/shared/runtime';
import { childMenu, childRoutes } from './child/routes';
import { citizenMenu, citizenRoutes } from './citizen/routes';
import { citizenTranslations } from './i18n';
import { registrationMenu, registrationRoutes } from './registration-request/routes';

/** The citizen area: children, citizens and registration requests (the medical folder and MAPI come later). */
const citizenModule: ModuleDescriptor = {
  name: 'citizen',
  routes: [...childRoutes, ...citizenRoutes, ...registrationRoutes],
  menu: [...childMenu, ...citizenMenu, registrationMenu],
  translations: citizenTranslations,
};

export default citizenModule;
