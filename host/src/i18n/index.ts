import type { TranslationBundles } from '@evax/shared/runtime';
import { shellAr } from './shell.ar';
import { shellEn } from './shell.en';
import { shellFr } from './shell.fr';

/**
 * The shell's texts in the three languages (each feature keeps its own in <feature>/i18n/): for
 * the tests and the translation checks. The page loads the active language's only (loadShellTranslations).
 */
export const shellTranslations: TranslationBundles = { fr: shellFr, ar: shellAr, en: shellEn };
