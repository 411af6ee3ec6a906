import { mergeTranslations, type TranslationBundles } from '@evax/shared/runtime';
import { childAddTranslations } from '../child/i18n/add';
import { parentTranslations } from '../parent/i18n';
import { registrationTranslations } from '../registration-request/i18n';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';

export const citizenTranslations: TranslationBundles = mergeTranslations({ fr, ar, en }, childAddTranslations, parentTranslations, registrationTranslations);
