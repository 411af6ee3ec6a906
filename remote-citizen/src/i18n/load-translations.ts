import type { Language } from '@evax/shared/contract';
import type { TranslationTree } from '@evax/shared/runtime';

const AREA_TRANSLATIONS: Record<Language, () => Promise<TranslationTree>> = {
  fr: () => import('./area.fr').then((module) => module.citizenAreaFr),
  ar: () => import('./area.ar').then((module) => module.citizenAreaAr),
  en: () => import('./area.en').then((module) => module.citizenAreaEn),
};

/** The area's texts in one language, a chunk of their own: the host loads the active language's only. */
export const loadCitizenTranslations = (language: Language): Promise<TranslationTree> => AREA_TRANSLATIONS[language]();
