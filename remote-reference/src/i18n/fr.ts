import { commonFr } from '../common/i18n/fr';
import { dciFr } from '../dci/i18n/fr';
import { optionListFr } from '../option-list/i18n/fr';
import { seasonalCampaignFr } from '../seasonal-campaign/i18n/fr';
import { specialtyFr } from '../specialty/i18n/fr';

/** Texts of the reference area (keys under REFERENCE., so they never clash with another area's), one file per entity. */
export const fr = {
  REFERENCE: { ...commonFr, ...dciFr, ...specialtyFr, ...optionListFr, ...seasonalCampaignFr },
} as const;
