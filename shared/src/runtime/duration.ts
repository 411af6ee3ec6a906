import type { Language } from '@evax/shared/contract';

/** Locales for numbers and units: Tunisian Arabic keeps Western digits, as our dates do. */
const NUMBER_LOCALES: Record<Language, string> = { fr: 'fr-FR', ar: 'ar-TN', en: 'en-GB' };

function unit(value: number, name: 'second' | 'minute' | 'hour', language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language], { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
}

/**
 * A wait in words, rounded up to what a person needs: "45 secondes", "5 minutes",
 * "3 heures et 5 minutes" (lock-out remaining time, a code's validity).
 */
export function formatDuration(seconds: number, language: Language): string {
  const total = Math.max(0, Math.ceil(seconds));
  if (total < 60) return unit(total, 'second', language);
  const minutes = Math.ceil(total / 60);
  if (minutes < 60) return unit(minutes, 'minute', language);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return unit(hours, 'hour', language);
  return new Intl.ListFormat(NUMBER_LOCALES[language], { type: 'unit', style: 'long' }).format([unit(hours, 'hour', language), unit(rest, 'minute', language)]);
}

/**
 * A count as the language writes it (KPI cards): "1 625" in French (narrow no-break space),
 * "1,625" in English, Tunisian Arabic per Intl with Western digits.
 */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALES[language]).format(value);
}
