import type { TranslationBundles } from '@evax/shared/runtime';
import { authAr } from './auth.ar';
import { authEn } from './auth.en';
import { authFr } from './auth.fr';

export const authTranslations: TranslationBundles = { fr: authFr, ar: authAr, en: authEn };
