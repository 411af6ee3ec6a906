import type { TranslationShape } from '@evax/shared/runtime';
import { commonEn } from '../common/i18n/en';
import { dciEn } from '../dci/i18n/en';
import { optionListEn } from '../option-list/i18n/en';
import { seasonalCampaignEn } from '../seasonal-campaign/i18n/en';
import { specialtyEn } from '../specialty/i18n/en';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  REFERENCE: { ...commonEn, ...dciEn, ...specialtyEn, ...optionListEn, ...seasonalCampaignEn },
};
