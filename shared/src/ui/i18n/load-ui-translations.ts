import type { Language } from '@evax/shared/contract';
import type { TranslationTree } from '@evax/shared/runtime';
import { loadAntdLocale } from '../antd-locale.js';

const UI_TRANSLATIONS: Record<Language, () => Promise<TranslationTree>> = {
  fr: () => import('./ui.fr.js').then((module) => module.uiFr),
  ar: () => import('./ui.ar.js').then((module) => module.uiAr),
  en: () => import('./ui.en.js').then((module) => module.uiEn),
};

/**
 * The UI kit's texts in one language, a chunk of their own, and antd's own texts in that language
 * with them (AppProviders then has them at its first render): a page loads the active language's only.
 */
export const loadUiTranslations = (language: Language): Promise<TranslationTree> =>
  Promise.all([UI_TRANSLATIONS[language](), loadAntdLocale(language)]).then(([texts]) => texts);
