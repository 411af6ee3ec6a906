import type { Language } from '@evax/shared/contract';
import type { TranslationTree } from '@evax/shared/runtime';

const SIGN_IN_TRANSLATIONS: Record<Language, () => Promise<TranslationTree>> = {
  fr: () => import('./sign-in.fr').then((module) => module.signInFr),
  ar: () => import('./sign-in.ar').then((module) => module.signInAr),
  en: () => import('./sign-in.en').then((module) => module.signInEn),
};

/** The shell's texts the sign-in page shows, in one language, a chunk of their own. */
export const loadSignInShellTranslations = (language: Language): Promise<TranslationTree> => SIGN_IN_TRANSLATIONS[language]();
