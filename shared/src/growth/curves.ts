import { tableFor, type GrowthIndicator } from './indicators.js';
import { tableEnd, tableRows, type Sex } from './tables.js';
import { valueAtSd } from './z-score.js';

/** The reference lines the charts draw (WHO's -3, -2, 0, +2, +3 SD). */
export const CURVE_SDS = [-3, -2, 0, 2, 3] as const;

export interface CurvePoint {
  /** Age in days, or length/height in cm. */
  x: number;
  sd: (typeof CURVE_SDS)[number];
  y: number;
}

/**
 * WHO's reference curves of an indicator for a sex, one point every `every` rows (the daily
 * tables hold 1,827 rows; a chart needs a few hundred). Weight-for-length/height: the length
 * table (lying, under 2 years) or the height table (standing), as `ageDays` says.
 */
export function referenceCurves(indicator: GrowthIndicator, sex: Sex, { every = 7, ageDays = 0 } = {}): CurvePoint[] {
  const table = tableFor(indicator, ageDays);
  const { first, step, rows } = tableRows(table, sex);
  const indexes = rows.map((_, i) => i).filter((i) => i % every === 0 || i === rows.length - 1);
  const points: CurvePoint[] = [];
  for (const i of indexes) {
    const x = Math.round((first + step * i) * 10) / 10;
    for (const sd of CURVE_SDS) points.push({ x, sd, y: Math.round(valueAtSd(rows[i]!, sd) * 1000) / 1000 });
  }
  return points;
}

export { tableEnd };
