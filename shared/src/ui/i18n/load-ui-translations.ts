import type { Language } from '@evax/shared/contract';
import type { TranslationTree } from '@evax/shared/runtime';

const UI_TRANSLATIONS: Record<Language, () => Promise<TranslationTree>> = {
  fr: () => import('./ui.fr.js').then((module) => module.uiFr),
  ar: () => import('./ui.ar.js').then((module) => module.uiAr),
  en: () => import('./ui.en.js').then((module) => module.uiEn),
};

/** The UI kit's texts in one language, a chunk of their own: a page loads the active language's only. */
export const loadUiTranslations = (language: Language): Promise<TranslationTree> => UI_TRANSLATIONS[language]();
