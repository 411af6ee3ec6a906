import type { Language } from '@evax/shared/contract';
import type { TranslationTree } from '@evax/shared/runtime';

const SIGN_IN_TRANSLATIONS: Record<Language, () => Promise<TranslationTree>> = {
  fr: () => import('./sign-in.fr.js').then((module) => module.signInFr),
  ar: () => import('./sign-in.ar.js').then((module) => module.signInAr),
  en: () => import('./sign-in.en.js').then((module) => module.signInEn),
};

/**
 * The part of the UI kit's texts the sign-in page shows (the login form, the language switcher,
 * the error keys), in one language: the page loads no list's, form's or widget's texts.
 */
export const loadSignInUiTranslations = (language: Language): Promise<TranslationTree> => SIGN_IN_TRANSLATIONS[language]();
