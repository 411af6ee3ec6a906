import type { ModuleDescriptor } from '@evax/shared/runtime';
import { catalogueKindMenus, catalogueKindRoutes } from './catalogue-kind/routes';
import { entryRoutes } from './entry/routes';
import { loadVaccinationTranslations } from './i18n/load-translations';
import { internationalMenu, internationalRoutes } from './international/routes';
import { routineMenu, routineRoutes } from './routine/routes';
import { rabiesAbsentMenu, rabiesMenu, rabiesRoutes } from './antirabies/routes';
import { rabiesDashboardMenu, rabiesDashboardRoutes } from './rabies-dashboard/routes';
import { appointmentRoutes, appointmentsMenu } from './appointments/routes';
import { availabilityMenu, availabilityRoutes } from './availability/routes';

/** The vaccination area: its entry, routine, occasional, seasonal and international and anti-rabies vaccination, appointments and the structure's availability. */
const vaccinationModule: ModuleDescriptor = {
  name: 'vaccination',
  contractVersion: '1.0',
  routes: [
    ...entryRoutes,
    ...routineRoutes,
    ...catalogueKindRoutes,
    ...internationalRoutes,
    ...rabiesRoutes,
    ...rabiesDashboardRoutes,
    ...appointmentRoutes,
    ...availabilityRoutes,
  ],
  menu: [routineMenu, ...catalogueKindMenus, internationalMenu, rabiesMenu, rabiesAbsentMenu, rabiesDashboardMenu, appointmentsMenu, availabilityMenu],
  loadTranslations: loadVaccinationTranslations,
};

export default vaccinationModule;
