import type { ModuleDescriptor } from '@evax/shared/runtime';
import { dciMenu, dciRoutes } from './dci/routes';
import { referenceTranslations } from './i18n';
import { optionListMenu, optionListRoutes } from './option-list/routes';
import { specialtyMenu, specialtyRoutes } from './specialty/routes';

/** The reference area: DCI catalogue, specialties and option lists. */
const referenceModule: ModuleDescriptor = {
  name: 'reference',
  routes: [...dciRoutes, ...specialtyRoutes, ...optionListRoutes],
  menu: [dciMenu, specialtyMenu, optionListMenu],
  translations: referenceTranslations,
};

export default referenceModule;
