import { REFERENCE_LIMITS } from '../contract/constants.js';
import { dayNumber } from './vaccination-booklet.js';

/** A validity this long reads as lifelong (the DCI form's highest value, 100 years). */
export const LIFELONG_VALIDITY_DAYS = REFERENCE_LIMITS.validityMaxDays;

/**
 * Spec 2 §8 "vaccine still valid into the future for this evax number" (issue 30): a dose of a
 * vaccine whose catalogue validity is `validityDays` cannot be given on `date` while another dose
 * of it protects: one given less than `validityDays` before, or one less than `validityDays` after
 * (recorded afterwards, a dose given abroad: its own protection would cover the later one).
 * Lifelong, any other dose refuses it. Null validity: no such rule.
 */
export function validityRefusal(validityDays: number | null, date: string, otherDoseDates: readonly string[]): 'stillValid' | 'lifelongAlreadyGiven' | null {
  if (validityDays === null || otherDoseDates.length === 0) return null;
  if (validityDays >= LIFELONG_VALIDITY_DAYS) return 'lifelongAlreadyGiven';
  const day = dayNumber(date);
  return otherDoseDates.some((other) => Math.abs(dayNumber(other) - day) < validityDays) ? 'stillValid' : null;
}
