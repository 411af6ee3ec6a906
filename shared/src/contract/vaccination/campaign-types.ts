export type {
  SeasonalCampaignBody as SeasonalCampaignInput,
  SeasonalCampaignPatchBody as SeasonalCampaignPatch,
  SeasonalCampaignRow,
} from './campaign-schemas.js';
