import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, RTL_LANGUAGES, type Language } from '@evax/shared/contract';
import type { TranslationBundles } from './translations.js';

/** The one i18n instance: the host initialises it, remotes add their bundles and read it. */
export const i18n = i18next.createInstance();

/** What else follows the page's language (the dates' locale, dates-language.ts). */
const languageFollowers: Array<(language: Language) => void> = [];

/**
 * `follower` runs now if the language is set, and on each `applyDocumentLanguage`. The dates
 * register this way so that a page without dates (the sign-in page) builds without dayjs.
 */
export function followDocumentLanguage(follower: (language: Language) => void): void {
  languageFollowers.push(follower);
  if (i18n.isInitialized) follower(currentLanguage());
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function isRightToLeft(language: Language): boolean {
  return RTL_LANGUAGES.includes(language);
}

/** Starts the instance in the stored language (once) and adds the given bundles. */
export function initI18n(...bundles: TranslationBundles[]): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init(
      {
        lng: storedLanguage(),
        supportedLngs: [...LANGUAGES],
        // A missing key is tolerated (spec 1 §8): French text, else the key itself.
        fallbackLng: DEFAULT_LANGUAGE,
        returnEmptyString: false,
        interpolation: { escapeValue: false },
        initAsync: false,
        resources: {},
      },
      throwTranslationErrors,
    );
  }
  bundles.forEach(addTranslations);
  applyDocumentLanguage(currentLanguage());
  return i18n;
}

/** Spec 1 §8: a missing translation is tolerated (above); any other translation error throws. */
export function throwTranslationErrors(errors: unknown): void {
  if (!errors) return;
  const list = Array.isArray(errors) ? errors : [errors];
  if (list.length > 0) throw new Error(`Translation error: ${list.map((error) => (error instanceof Error ? error.message : String(error))).join('; ')}`);
}

export function addTranslations(bundles: TranslationBundles): void {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', bundles[language], true, false);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** `lang` and `dir` of the page, and what follows the language (the dates' locale). */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  for (const follower of languageFollowers) follower(language);
}

/** The active language, re-rendering on change. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

/** The browser page; tests replace `reload` (jsdom cannot navigate). */
export const browserPage = { reload: (): void => window.location.reload() };

/** Spec 1 §1: the language is kept in local storage and a change reloads the page. */
export function changeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  applyDocumentLanguage(language);
  browserPage.reload();
}
