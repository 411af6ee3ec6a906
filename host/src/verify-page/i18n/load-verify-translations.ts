import type { Language } from '@evax/shared/contract';
import { mergeTrees, type TranslationTree } from '@evax/shared/runtime';

const VERIFY_TRANSLATIONS: Record<Language, () => Promise<TranslationTree>> = {
  fr: () =>
    Promise.all([import('./verify.fr'), import('../../layout/i18n/layout.fr')]).then(([texts, layout]) =>
      mergeTrees({ APP: layout.layoutFr.APP }, texts.verifyFr),
    ),
  ar: () =>
    Promise.all([import('./verify.ar'), import('../../layout/i18n/layout.ar')]).then(([texts, layout]) =>
      mergeTrees({ APP: layout.layoutAr.APP }, texts.verifyAr),
    ),
  en: () =>
    Promise.all([import('./verify.en'), import('../../layout/i18n/layout.en')]).then(([texts, layout]) =>
      mergeTrees({ APP: layout.layoutEn.APP }, texts.verifyEn),
    ),
};

/** The verify page's texts in one language (and the application's name), chunks of their own. */
export const loadVerifyTranslations = (language: Language): Promise<TranslationTree> => VERIFY_TRANSLATIONS[language]();
