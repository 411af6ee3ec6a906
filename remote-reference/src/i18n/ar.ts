import type { TranslationShape } from '@evax/shared/runtime';
import { commonAr } from '../common/i18n/ar';
import { dciAr } from '../dci/i18n/ar';
import { optionListAr } from '../option-list/i18n/ar';
import { seasonalCampaignAr } from '../seasonal-campaign/i18n/ar';
import { specialtyAr } from '../specialty/i18n/ar';
import type { fr } from './fr';

export const ar: TranslationShape<typeof fr> = {
  REFERENCE: { ...commonAr, ...dciAr, ...specialtyAr, ...optionListAr, ...seasonalCampaignAr },
};
