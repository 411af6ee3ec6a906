import type { Language } from '@evax/shared/contract';
import { INTL_LOCALES } from '../../common/locale-names';

const DAY_MS = 86_400_000;

/** Spec 2 §3 "Growth record": years = days / 365, months = the remaining days / 30. */
export function ageOf(birthDate: string, today: Date = new Date()): { years: number; months: number } {
  const days = Math.max(0, Math.floor((today.getTime() - Date.parse(`${birthDate}T00:00:00Z`)) / DAY_MS));
  return { years: Math.floor(days / 365), months: Math.floor((days % 365) / 30) };
}

function unit(value: number, name: 'year' | 'month', language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
}

/** "2 ans et 3 mois", "5 mois": the months alone under a year, the years alone on a round year. */
export function formatAge(birthDate: string, language: Language, today?: Date): string {
  const { years, months } = ageOf(birthDate, today);
  if (years === 0) return unit(months, 'month', language);
  if (months === 0) return unit(years, 'year', language);
  return new Intl.ListFormat(INTL_LOCALES[language], { type: 'unit', style: 'long' }).format([unit(years, 'year', language), unit(months, 'month', language)]);
}
