import { DESTINATION_COUNTRIES, type Language } from '@evax/shared/contract';

/** The country's name in the user's language (the browser's own names: no list of names to keep). */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The international vaccination's countries as a select's options, by name in the user's language. */
export const countryOptions = (language: Language) =>
  DESTINATION_COUNTRIES.map((code) => ({ value: code, label: countryName(code, language) })).sort((a, b) => a.label.localeCompare(b.label, language));
