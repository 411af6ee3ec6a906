import type { Lms } from './tables.js';

/** The measurement at k standard deviations: SD(k) = M (1 + L S k)^(1/L) (L = 0: M e^(S k)). */
export function valueAtSd({ l, m, s }: Lms, k: number): number {
  return l === 0 ? m * Math.exp(s * k) : m * (1 + l * s * k) ** (1 / l);
}

/** The LMS z-score, unrestricted: ((y / M)^L - 1) / (L S) (L = 0: ln(y / M) / S). */
export function rawZScore(y: number, { l, m, s }: Lms): number {
  return l === 0 ? Math.log(y / m) / s : ((y / m) ** l - 1) / (s * l);
}

/**
 * The WHO z-score of a measurement, rounded to two decimals as WHO's anthro does. Weight-based
 * indicators (`restrictedTails`) use WHO's restricted tail beyond ±3 SD: the distance past SD3
 * counted in units of the SD2-SD3 gap, because the skewed distribution otherwise stretches
 * the outer tail (WHO Child Growth Standards, methods, chapter 7).
 */
export function zScore(y: number, lms: Lms, restrictedTails: boolean): number {
  let z = rawZScore(y, lms);
  if (restrictedTails && z > 3) {
    const sd3 = valueAtSd(lms, 3);
    z = 3 + (y - sd3) / (sd3 - valueAtSd(lms, 2));
  } else if (restrictedTails && z < -3) {
    const sd3neg = valueAtSd(lms, -3);
    z = -3 + (y - sd3neg) / (valueAtSd(lms, -2) - sd3neg);
  }
  return Math.round(z * 100) / 100 + 0; // + 0: never -0
}
