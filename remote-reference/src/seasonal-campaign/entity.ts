import { PERMISSIONS, type SeasonalCampaignInput, type SeasonalCampaignPatch, type SeasonalCampaignRow } from '@evax/shared/contract';
import type { CrudEntity } from '@evax/shared/ui';
import { REFERENCE_KEY } from '../common/resource-keys';
import { SEASONAL_CAMPAIGN_KEY, seasonalCampaignApi } from './api';
import { SEASONAL_CAMPAIGN_PATHS } from './paths';

const { seasonalCampaign } = PERMISSIONS;

/** The seasonal campaigns, as the kit's pages and routes read them (texts under REFERENCE.CAMPAIGN). */
export const SEASONAL_CAMPAIGN: CrudEntity<SeasonalCampaignRow, SeasonalCampaignRow, SeasonalCampaignInput, SeasonalCampaignPatch> = {
  textPrefix: 'REFERENCE.CAMPAIGN',
  paths: SEASONAL_CAMPAIGN_PATHS,
  permissions: {
    list: seasonalCampaign.viewList,
    show: seasonalCampaign.viewList,
    add: seasonalCampaign.add,
    edit: seasonalCampaign.edit,
    activate: seasonalCampaign.activate,
    delete: seasonalCampaign.delete,
  },
  api: seasonalCampaignApi,
  resourceKey: SEASONAL_CAMPAIGN_KEY,
  invalidates: REFERENCE_KEY,
};
