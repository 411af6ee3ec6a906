import { nextDoseDate } from './vaccination-booklet.js';

/**
 * The birth days of the children aged ageMin to ageMax completed years on `today` (both included):
 * born on or before today - ageMin years, and after today - (ageMax + 1) years. Either end open.
 */
export function birthRangeOfAges(today: string, ageMin?: number, ageMax?: number): { bornFrom?: string; bornTo?: string } {
  return {
    ...(ageMax !== undefined ? { bornFrom: nextDoseDate(nextDoseDate(today, -(ageMax + 1), 'years'), 1, 'days') } : {}),
    ...(ageMin !== undefined ? { bornTo: nextDoseDate(today, -ageMin, 'years') } : {}),
  };
}
