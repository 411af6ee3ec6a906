/** Seasonal campaigns (a season and its dates, spec 2 §3 Vaccination): the administrators' catalogue. */

/** The limits of a campaign's fields (the table's columns, migration 0031). */
export const SEASONAL_CAMPAIGN_LIMITS = { codeMax: 40, nameMin: 2, nameMax: 200, seasonMax: 20 } as const;

/** A campaign's code: capitals, digits and underscores (INFLUENZA_2026_2027). */
export const CAMPAIGN_CODE_PATTERN = /^[A-Z0-9_]{2,40}$/;

/** 409 refusals of the campaign catalogue (texts in the error catalogue). */
export const CAMPAIGN_ERROR_KEYS = {
  /** A campaign with doses recorded is kept: deactivate it instead. */
  hasDoses: 'ERROR.CODE.CAMPAIGN_HAS_DOSES',
  /** New dates would leave a recorded dose outside the campaign. */
  dosesOutsideDates: 'ERROR.CODE.CAMPAIGN_DOSES_OUTSIDE_DATES',
} as const;

/** The campaign catalogue's API paths (ours: the spec has no campaign screen). */
export const SEASONAL_CAMPAIGN_API_PATHS = {
  /** GET a page (search, is_active), POST a new campaign. */
  seasonalCampaigns: '/api/seasonal_campaign',
  /** GET one, PATCH, DELETE. */
  seasonalCampaignOne: '/api/seasonal_campaign/{id}',
  seasonalCampaignActivate: '/api/seasonal_campaign/{id}/activate',
  seasonalCampaignDeactivate: '/api/seasonal_campaign/{id}/deactivate',
} as const;
