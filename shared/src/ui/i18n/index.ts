import type { TranslationBundles } from '@evax/shared/runtime';
import { uiAr } from './ui.ar.js';
import { uiEn } from './ui.en.js';
import { uiFr } from './ui.fr.js';

/**
 * The UI kit's texts in the three languages: for the tests and the translation checks
 * (@evax/shared/ui/translations). A page loads the active language's only (loadUiTranslations).
 */
export const uiTranslations: TranslationBundles = { fr: uiFr, ar: uiAr, en: uiEn };
