import { ageInDays } from './age.js';
import { assess, type GrowthIndicator, type ZScoreResult } from './indicators.js';
import type { Sex } from './tables.js';

export { MEASUREMENT_LIMITS } from '../contract/medical-folder/types.js';

/**
 * How much a height may fall between two measurements before it is refused as a mistake: WHO's
 * allowed difference between two measurers (0.7 cm, MGRS) plus the 0.7 cm a child "loses" when
 * measured standing rather than lying at 2 years.
 */
export const HEIGHT_SHRINK_TOLERANCE_CM = 1.4;

export interface GrowthMeasurement {
  date: string;
  weightKg: number;
  heightCm: number;
}

export type GrowthZScores = Record<'weightForAge' | 'lengthHeightForAge' | 'weightForLengthHeight' | 'bmiForAge', ZScoreResult | null>;

/**
 * Body mass index, kg/m², of a measurement that has a weight and a length/height (as WHO's anthro,
 * `cbmi <- weight / ((clenhei / 100)^2)`, unrounded). Null without both.
 */
export function bodyMassIndex(weightKg: number | null | undefined, heightCm: number | null | undefined): number | null {
  if (!weightKg || !heightCm || weightKg <= 0 || heightCm <= 0) return null;
  return weightKg / (heightCm / 100) ** 2;
}

/** The BMI as the API serves it and the charts draw it: two decimals. */
export const roundedBmi = (bmi: number): number => Math.round(bmi * 100) / 100;

/** The z-scores of a weight and height measured at a date (null where WHO's tables end). */
export function growthZScores(sex: Sex, birthDate: string, { date, weightKg, heightCm }: GrowthMeasurement): GrowthZScores {
  const days = ageInDays(birthDate, date);
  const bmi = bodyMassIndex(weightKg, heightCm);
  return {
    weightForAge: assess('weightForAge', sex, days, days, weightKg),
    lengthHeightForAge: assess('lengthHeightForAge', sex, days, days, heightCm),
    weightForLengthHeight: assess('weightForLengthHeight', sex, days, heightCm, weightKg),
    bmiForAge: bmi === null ? null : assess('bmiForAge', sex, days, days, bmi),
  };
}

export function headCircumferenceZScore(sex: Sex, birthDate: string, date: string, headCircumferenceCm: number): ZScoreResult | null {
  const days = ageInDays(birthDate, date);
  return assess('headCircumferenceForAge', sex, days, days, headCircumferenceCm);
}

/** The indicators whose z-score is outside WHO's plausible range. */
export function implausibleIndicators(scores: Partial<Record<GrowthIndicator, ZScoreResult | null>>): GrowthIndicator[] {
  return (Object.keys(scores) as GrowthIndicator[]).filter((indicator) => scores[indicator]?.implausible);
}

/**
 * Beyond ±3 SD but still plausible: a real child can measure so, yet it is rare enough that a
 * typing slip is likelier, so the value is recorded only once the user confirms it.
 */
export const BORDERLINE_Z_SCORE = 3;

export function isBorderline(score: ZScoreResult | null): boolean {
  return score !== null && !score.implausible && Math.abs(score.z) > BORDERLINE_Z_SCORE;
}

/** The indicators whose z-score is borderline (beyond ±3 SD, within WHO's plausible range). */
export function borderlineIndicators(scores: Partial<Record<GrowthIndicator, ZScoreResult | null>>): GrowthIndicator[] {
  return (Object.keys(scores) as GrowthIndicator[]).filter((indicator) => isBorderline(scores[indicator] ?? null));
}

/**
 * A height that shrinks past the tolerance against the measurement just before it, or that the
 * measurement just after it would shrink from.
 */
export function heightShrinks(heightCm: number, previousHeightCm: number | null, nextHeightCm: number | null): boolean {
  const tooLow = previousHeightCm !== null && heightCm < previousHeightCm - HEIGHT_SHRINK_TOLERANCE_CM;
  const tooHigh = nextHeightCm !== null && nextHeightCm < heightCm - HEIGHT_SHRINK_TOLERANCE_CM;
  return tooLow || tooHigh;
}
