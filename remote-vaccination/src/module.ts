import type { ModuleDescriptor } from '@evax/shared/runtime';
import { catalogueKindMenus, catalogueKindRoutes } from './catalogue-kind/routes';
import { entryRoutes } from './entry/routes';
import { loadVaccinationTranslations } from './i18n/load-translations';
import { internationalMenu, internationalRoutes } from './international/routes';
import { routineMenu, routineRoutes } from './routine/routes';

/** The vaccination area: its entry, routine, occasional, seasonal and international vaccination (anti-rabies and appointments come later). */
const vaccinationModule: ModuleDescriptor = {
  name: 'vaccination',
  contractVersion: '1.0',
  routes: [...entryRoutes, ...routineRoutes, ...catalogueKindRoutes, ...internationalRoutes],
  menu: [routineMenu, ...catalogueKindMenus, internationalMenu],
  loadTranslations: loadVaccinationTranslations,
};

export default vaccinationModule;
