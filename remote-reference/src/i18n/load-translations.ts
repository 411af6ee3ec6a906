import type { Language } from '@evax/shared/contract';
import type { TranslationTree } from '@evax/shared/runtime';

const AREA_TRANSLATIONS: Record<Language, () => Promise<TranslationTree>> = {
  fr: () => import('./fr').then((module) => module.fr),
  ar: () => import('./ar').then((module) => module.ar),
  en: () => import('./en').then((module) => module.en),
};

/** The area's texts in one language, a chunk of their own: the host loads the active language's only. */
export const loadReferenceTranslations = (language: Language): Promise<TranslationTree> => AREA_TRANSLATIONS[language]();
