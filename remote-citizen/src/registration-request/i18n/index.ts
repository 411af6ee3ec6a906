import type { TranslationBundles } from '@evax/shared/runtime';
import { registrationAr } from './ar';
import { registrationEn } from './en';
import { registrationFr } from './fr';

/** The registration requests' texts, under CITIZEN.REGISTRATION (merged into the area's bundles). */
export const registrationTranslations: TranslationBundles = {
  fr: { CITIZEN: registrationFr },
  ar: { CITIZEN: registrationAr },
  en: { CITIZEN: registrationEn },
};
