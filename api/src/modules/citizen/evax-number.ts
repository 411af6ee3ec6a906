import { randomInt } from 'node:crypto';
import { evaxNumberFrom } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import { takenEvaxNumbers } from './child-queries.js';

/** Tries per new child; with 90 M bodies and 1 M children, one try almost always suffices. */
const CANDIDATES = 8;

/**
 * A new evax number: a random eight-digit body not starting with 0 (so the number never loses a
 * digit in a spreadsheet) and its Damm check digit, unused nationally. Random rather than
 * sequential, so a number reveals neither the registration order nor how many children exist.
 * The unique index stays the guarantee: two requests drawing the same free number at the same
 * instant (a chance of about 1 in 10^16) would have one refused by it.
 */
export async function newEvaxNumber(db: Db): Promise<string> {
  const candidates = Array.from({ length: CANDIDATES }, () => evaxNumberFrom(String(randomInt(10_000_000, 100_000_000))));
  const taken = await takenEvaxNumbers(db, candidates);
  const free = candidates.find((number) => !taken.has(number));
  if (!free) throw new Error('No free evax number among the candidates drawn');
  return free;
}
