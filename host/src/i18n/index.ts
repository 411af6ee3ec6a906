import { mergeTranslations, type TranslationBundles } from '@evax/shared/runtime';
import { ar } from './ar';
import { authTranslations } from './auth';
import { en } from './en';
import { fr } from './fr';

export const shellTranslations: TranslationBundles = mergeTranslations({ fr, ar, en }, authTranslations);
