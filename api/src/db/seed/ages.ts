import type { ScheduleDoseSource } from './source-data.js';

const DAYS_PER_MONTH = 30.4375;
const DAYS_PER_YEAR = 365.25;

/** The WHO age code of a schedule dose (B, M2, Y6) and the same age in days. */
export function doseAge(dose: ScheduleDoseSource): { code: string; days: number } {
  if (dose.ageYears !== undefined) return { code: `Y${dose.ageYears}`, days: Math.round(dose.ageYears * DAYS_PER_YEAR) };
  if (dose.ageMonths !== undefined) return { code: `M${dose.ageMonths}`, days: Math.round(dose.ageMonths * DAYS_PER_MONTH) };
  if (dose.ageDays !== undefined) return { code: dose.ageDays === 0 ? 'B' : `M${Math.round(dose.ageDays / DAYS_PER_MONTH)}`, days: dose.ageDays };
  throw new Error('schedule dose without an age');
}
