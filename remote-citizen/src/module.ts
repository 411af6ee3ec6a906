import type { ModuleDescriptor } from '@evax/shared/runtime';
import { childMenu, childRoutes } from './child/routes';
import { citizenMenu, citizenRoutes } from './citizen/routes';
import { citizenTranslations } from './i18n';

/** The citizen area: children and citizens (the medical folder and MAPI come later). */
const citizenModule: ModuleDescriptor = {
  name: 'citizen',
  routes: [...childRoutes, ...citizenRoutes],
  menu: [...childMenu, ...citizenMenu],
  translations: citizenTranslations,
};

export default citizenModule;
