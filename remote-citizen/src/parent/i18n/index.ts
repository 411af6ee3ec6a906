import type { TranslationBundles } from '@evax/shared/runtime';
import { parentAr } from './ar';
import { parentEn } from './en';
import { parentFr } from './fr';

export const parentTranslations: TranslationBundles = { fr: parentFr, ar: parentAr, en: parentEn };
