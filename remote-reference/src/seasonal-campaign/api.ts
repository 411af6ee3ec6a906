import { API_PATHS, type SeasonalCampaignInput, type SeasonalCampaignPatch, type SeasonalCampaignRow } from '@evax/shared/contract';
import { crudApi } from '@evax/shared/ui/shell';
import { REFERENCE_KEY } from '../common/resource-keys';

/** What this entity's reads are cached under. */
export const SEASONAL_CAMPAIGN_KEY = [...REFERENCE_KEY, 'seasonal-campaign'] as const;

/**
 * GET /api/seasonal_campaign (a page) and /api/seasonal_campaign/{id} (one), POST /api/seasonal_campaign,
 * PATCH and DELETE /api/seasonal_campaign/{id}, POST /api/seasonal_campaign/{id}/activate or /deactivate:
 * the vaccination module's routes (docs/decisions.md, "Seasonal campaigns").
 */
export const seasonalCampaignApi = crudApi<SeasonalCampaignRow, SeasonalCampaignRow, SeasonalCampaignInput, SeasonalCampaignPatch>({
  list: API_PATHS.seasonalCampaigns,
  get: API_PATHS.seasonalCampaignOne,
  create: API_PATHS.seasonalCampaigns,
  update: API_PATHS.seasonalCampaignOne,
  activate: API_PATHS.seasonalCampaignActivate,
  deactivate: API_PATHS.seasonalCampaignDeactivate,
  remove: API_PATHS.seasonalCampaignOne,
});
