/** Spec 2 §9: growth ages count 365 days a year and 30 days a month. */
export const DAYS_PER_YEAR = 365;
export const DAYS_PER_MONTH = 30;

const MS_PER_DAY = 86_400_000;

/** Whole days from the birth date to a date, both YYYY-MM-DD. */
export function ageInDays(birthDate: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${birthDate}T00:00:00Z`)) / MS_PER_DAY);
}

export interface GrowthAge {
  years: number;
  months: number;
}

/** Spec 2 §3: years = days / 365, months = the remaining days / 30 (whole numbers). */
export function growthAge(birthDate: string, date: string): GrowthAge {
  const days = Math.max(0, ageInDays(birthDate, date));
  return { years: Math.floor(days / DAYS_PER_YEAR), months: Math.floor((days % DAYS_PER_YEAR) / DAYS_PER_MONTH) };
}

/**
 * Spec 2 §4: growth lists sorted by date, entries without a date dropped (ours always have one;
 * the rule keeps the client's list right whatever it is given).
 */
export function byDateDroppingUndated<T extends { date?: string | null }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => Boolean(entry.date)).sort((a, b) => a.date!.localeCompare(b.date!));
}
