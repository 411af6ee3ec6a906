import type { TranslationBundles } from '@evax/shared/runtime';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';

export const adminTranslations: TranslationBundles = { fr, ar, en };
