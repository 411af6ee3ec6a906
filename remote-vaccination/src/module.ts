import { PERMISSIONS } from '@evax/shared/contract';
import { VACCINATION_ROUTES } from './route-paths';
import type { ModuleDescriptor } from '@evax/shared/runtime';
import { loadVaccinationTranslations } from './i18n/load-translations';
import { routineMenu, routineRoutes } from './routine/routes';
import { catalogueKindMenus, catalogueKindRoutes } from './catalogue-kind/routes';
import { internationalMenu, internationalRoutes } from './international/routes';

/** The vaccination area: its entry, routine, occasional, seasonal and international vaccination (anti-rabies and appointments come later). */
const vaccinationModule: ModuleDescriptor = {
  name: 'vaccination',
  contractVersion: '1.0',
  routes: [
    {
      path: VACCINATION_ROUTES.entry,
      permission: PERMISSIONS.vaccination.view,
      titleKey: 'VACCINATION.MENU.ENTRY',
      component: () => import('./entry/VaccineEntryPage'),
    },
    ...routineRoutes,
    ...catalogueKindRoutes,
    ...internationalRoutes,
  ],
  menu: [routineMenu, ...catalogueKindMenus, internationalMenu],
  loadTranslations: loadVaccinationTranslations,
};

export default vaccinationModule;
