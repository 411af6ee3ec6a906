import type { ModuleDescriptor } from '@evax/shared/runtime';
import { dciMenu, dciRoutes } from './dci/routes';
import { loadReferenceTranslations } from './i18n/load-translations';
import { optionListMenu, optionListRoutes } from './option-list/routes';
import { seasonalCampaignMenu, seasonalCampaignRoutes } from './seasonal-campaign/routes';
import { specialtyMenu, specialtyRoutes } from './specialty/routes';

/** The reference area: DCI catalogue, specialties, option lists and seasonal campaigns. */
const referenceModule: ModuleDescriptor = {
  name: 'reference',
  contractVersion: '1.0',
  routes: [...dciRoutes, ...specialtyRoutes, ...optionListRoutes, ...seasonalCampaignRoutes],
  menu: [dciMenu, specialtyMenu, optionListMenu, seasonalCampaignMenu],
  loadTranslations: loadReferenceTranslations,
};

export default referenceModule;
