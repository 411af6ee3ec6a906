import { mergeTranslations, type TranslationBundles } from '@evax/shared/runtime';
import { registrationTranslations } from '../registration-request/i18n';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';

export const citizenTranslations: TranslationBundles = mergeTranslations({ fr, ar, en }, registrationTranslations);
