import type { Language } from '@evax/shared/contract';

const DAY_MS = 86_400_000;
const NUMBER_LOCALES: Record<Language, string> = { fr: 'fr-FR', ar: 'ar-TN', en: 'en-GB' };

/** Spec 2 §3 "Growth record": years = days / 365, months = the remaining days / 30. */
export function ageOf(birthDate: string, today: Date = new Date()): { years: number; months: number } {
  const days = Math.max(0, Math.floor((today.getTime() - Date.parse(`${birthDate}T00:00:00Z`)) / DAY_MS));
  return { years: Math.floor(days / 365), months: Math.floor((days % 365) / 30) };
}

function unit(value: number, name: 'year' | 'month', language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language], { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
}

/** "2 ans et 3 mois", "5 mois": the months alone under a year, the years alone on a round year. */
export function formatAge(birthDate: string, language: Language, today?: Date): string {
  const { years, months } = ageOf(birthDate, today);
  if (years === 0) return unit(months, 'month', language);
  if (months === 0) return unit(years, 'year', language);
  return new Intl.ListFormat(NUMBER_LOCALES[language], { type: 'unit', style: 'long' }).format([
    unit(years, 'year', language),
    unit(months, 'month', language),
  ]);
}

/** A country's name in the language, from its ISO 3166-1 code (the code itself if the browser does not know it). */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([NUMBER_LOCALES[language]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
