import type { Language } from '@evax/shared/contract';

/** The locales of shared/src/runtime/duration.ts (formatNumber's): Tunisian Arabic keeps Western digits. */
const LOCALES: Record<Language, string> = { fr: 'fr-FR', ar: 'ar-TN', en: 'en-GB' };

/** A share (0 to 1) as the language writes a percentage, to one decimal ("37,5 %" in French). */
export const formatPercent = (share: number, language: Language): string =>
  new Intl.NumberFormat(LOCALES[language], { style: 'percent', maximumFractionDigits: 1 }).format(share);

/** A month (yyyy-mm) as the language names it, short ("janv. 2026"). */
export const formatMonth = (month: string, language: Language): string =>
  new Intl.DateTimeFormat(LOCALES[language], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
