import { PERMISSIONS, VACCINATION_ROUTES } from '@evax/shared/contract';
import type { ModuleDescriptor } from '@evax/shared/runtime';
import { vaccinationTranslations } from './i18n';
import { routineMenu, routineRoutes } from './routine/routes';

/** The vaccination area: its entry and routine vaccination (the other kinds and appointments come later). */
const vaccinationModule: ModuleDescriptor = {
  name: 'vaccination',
  routes: [
    {
      path: VACCINATION_ROUTES.entry,
      permission: PERMISSIONS.vaccination.view,
      titleKey: 'VACCINATION.MENU.ENTRY',
      component: () => import('./entry/VaccineEntryPage'),
    },
    ...routineRoutes,
  ],
  menu: [routineMenu],
  translations: vaccinationTranslations,
};

export default vaccinationModule;
