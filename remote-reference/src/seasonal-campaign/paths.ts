import { REFERENCE_ROUTES } from '../route-paths';

/** The seasonal campaigns' screens, from the area's route table in the contract. */
export const SEASONAL_CAMPAIGN_PATHS = {
  list: REFERENCE_ROUTES.seasonalCampaignList,
  add: REFERENCE_ROUTES.seasonalCampaignAdd,
  edit: REFERENCE_ROUTES.seasonalCampaignEdit,
  show: REFERENCE_ROUTES.seasonalCampaignShow,
} as const;
