import { Type, type Static } from 'typebox';
import { closed, IsActiveFilter, Paged } from '../common/schemas.js';
import { isoDate } from '../common/schema-kit.js';
import { CAMPAIGN_CODE_PATTERN, SEASONAL_CAMPAIGN_LIMITS as LIMITS } from './campaigns.js';

/** The campaign catalogue's requests and answers; the rules beyond the shapes are validateSeasonalCampaign's. */

const IsoDate = isoDate('planned');

const CampaignFields = {
  /** Unique (CAMPAIGN_CODE_PATTERN). */
  code: Type.String({ pattern: CAMPAIGN_CODE_PATTERN.source }),
  nameFr: Type.String({ maxLength: LIMITS.nameMax }),
  /** Arabic text. */
  nameAr: Type.String({ maxLength: LIMITS.nameMax }),
  /** The season, e.g. "2026-2027". */
  season: Type.String({ maxLength: LIMITS.seasonMax }),
  /** The first and last days of the campaign; the start before the end. */
  startDate: IsoDate,
  endDate: IsoDate,
  is_active: Type.Boolean(),
};

/** POST /api/seasonal_campaign: the whole campaign (is_active defaults to true). */
export const SeasonalCampaignBody = Type.Object(
  {
    code: CampaignFields.code,
    nameFr: CampaignFields.nameFr,
    nameAr: CampaignFields.nameAr,
    season: CampaignFields.season,
    startDate: CampaignFields.startDate,
    endDate: CampaignFields.endDate,
    is_active: Type.Optional(CampaignFields.is_active),
  },
  closed,
);
export type SeasonalCampaignBody = Static<typeof SeasonalCampaignBody>;

/** PATCH /api/seasonal_campaign/{id}: any of the fields, one at least. */
export const SeasonalCampaignPatchBody = Type.Partial(Type.Object(CampaignFields), { ...closed, minProperties: 1 });
export type SeasonalCampaignPatchBody = Static<typeof SeasonalCampaignPatchBody>;

/** The list's filters: every campaign by default, or the active (1) or archived (0) ones. */
export const SeasonalCampaignFilters = IsActiveFilter;

/** A campaign, as the list, one and every write answer it. */
export const SeasonalCampaignRow = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    code: Type.String(),
    nameFr: Type.String(),
    nameAr: Type.String(),
    season: Type.String(),
    startDate: Type.String({ description: 'YYYY-MM-DD' }),
    endDate: Type.String({ description: 'YYYY-MM-DD' }),
    is_active: Type.Boolean(),
    doses: Type.Integer({ minimum: 0, description: 'The vaccinations recorded under the campaign' }),
  },
  { ...closed, title: 'SeasonalCampaignRow', description: 'The seasonal campaign' },
);
export type SeasonalCampaignRow = Static<typeof SeasonalCampaignRow>;

export const SeasonalCampaignPage = Paged(SeasonalCampaignRow);
