import { EVAX_NUMBER_PATTERN } from '../contract/constants.js';

/**
 * The evax number's check digit: its ninth digit is the Damm check digit of the first eight
 * (docs/decisions.md, "Citizen area (API)"). Damm catches every single-digit error and every
 * swap of two adjacent digits, so a mistyped number is refused before any look-up.
 */
const DAMM = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

function dammInterim(digits: string): number {
  let interim = 0;
  for (const digit of digits) interim = DAMM[interim]![Number(digit)]!;
  return interim;
}

/** The check digit of a string of digits (the eight first digits of an evax number). */
export function evaxCheckDigit(body: string): string {
  if (!/^\d+$/.test(body)) throw new Error('evaxCheckDigit: digits only');
  return String(dammInterim(body));
}

/** Nine digits whose last is the check digit of the eight before it. */
export function isValidEvaxNumber(value: string): boolean {
  return EVAX_NUMBER_PATTERN.test(value) && dammInterim(value) === 0;
}

/** The evax number made of an eight-digit body and its check digit. */
export function evaxNumberFrom(body: string): string {
  if (!/^\d{8}$/.test(body)) throw new Error('evaxNumberFrom: eight digits');
  return body + evaxCheckDigit(body);
}
