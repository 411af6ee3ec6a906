import type { Language } from '@evax/shared/contract';

/** The locale Intl formats numbers, units and names in, for each interface language. */
export const INTL_LOCALES: Record<Language, string> = { fr: 'fr-FR', ar: 'ar-TN', en: 'en-GB' };

/** A country's name in the language, from its ISO 3166-1 code (the code itself if the browser does not know it). */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([INTL_LOCALES[language]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
