import { lmsAt, type Sex, type WhoTable } from './tables.js';
import { zScore } from './z-score.js';

/** The growth curves of spec 2 §2 and issue 30 (BMI-for-age): the charts and the z-scores. */
export const GROWTH_INDICATORS = ['weightForAge', 'lengthHeightForAge', 'weightForLengthHeight', 'bmiForAge', 'headCircumferenceForAge'] as const;
export type GrowthIndicator = (typeof GROWTH_INDICATORS)[number];

/** The WHO plain-language classes (WHO Child Growth Standards, interpretation of z-score cut-offs). */
export const Z_SCORE_BANDS = [
  'SEVERELY_UNDERWEIGHT',
  'UNDERWEIGHT',
  'SEVERELY_STUNTED',
  'STUNTED',
  'VERY_TALL',
  'SEVERELY_WASTED',
  'WASTED',
  'RISK_OF_OVERWEIGHT',
  'OVERWEIGHT',
  'OBESE',
  'HIGH_WEIGHT_FOR_AGE',
  'SEVERE_MICROCEPHALY',
  'MICROCEPHALY',
  'MACROCEPHALY',
  'SEVERE_MACROCEPHALY',
  'NORMAL',
] as const;
export type ZScoreBand = (typeof Z_SCORE_BANDS)[number];

interface IndicatorRule {
  /** Weight-based: WHO's restricted tail beyond ±3 SD. */
  restrictedTails: boolean;
  /** Bands from the lowest: each holds z up to `upTo` (below -3, below -2 ... strictly). */
  bands: { below?: number; atMost?: number; band: ZScoreBand }[];
  /** WHO's flags for biologically implausible values (anthro): outside [min, max] is refused. */
  plausible: { min: number; max: number };
}

/**
 * Weight-for-length/height, and BMI-for-age after it: WHO's anthro (R/z-score-bmi-for-age.R) adjusts
 * BMI's z-score as weight's, flagged past ±5, and its cut-offs under 5 are weight-for-length/height's.
 */
const WASTING: IndicatorRule = {
  restrictedTails: true,
  bands: [
    { below: -3, band: 'SEVERELY_WASTED' },
    { below: -2, band: 'WASTED' },
    { atMost: 1, band: 'NORMAL' },
    { atMost: 2, band: 'RISK_OF_OVERWEIGHT' },
    { atMost: 3, band: 'OVERWEIGHT' },
    { band: 'OBESE' },
  ],
  plausible: { min: -5, max: 5 },
};

const RULES: Record<GrowthIndicator, IndicatorRule> = {
  weightForAge: {
    restrictedTails: true,
    bands: [{ below: -3, band: 'SEVERELY_UNDERWEIGHT' }, { below: -2, band: 'UNDERWEIGHT' }, { atMost: 2, band: 'NORMAL' }, { band: 'HIGH_WEIGHT_FOR_AGE' }],
    plausible: { min: -6, max: 5 },
  },
  lengthHeightForAge: {
    restrictedTails: false,
    bands: [{ below: -3, band: 'SEVERELY_STUNTED' }, { below: -2, band: 'STUNTED' }, { atMost: 3, band: 'NORMAL' }, { band: 'VERY_TALL' }],
    plausible: { min: -6, max: 6 },
  },
  weightForLengthHeight: WASTING,
  bmiForAge: WASTING,
  headCircumferenceForAge: {
    restrictedTails: false,
    bands: [
      { below: -3, band: 'SEVERE_MICROCEPHALY' },
      { below: -2, band: 'MICROCEPHALY' },
      { atMost: 2, band: 'NORMAL' },
      { atMost: 3, band: 'MACROCEPHALY' },
      { band: 'SEVERE_MACROCEPHALY' },
    ],
    plausible: { min: -5, max: 5 },
  },
};

/** WHO: weight-for-length under 2 years (lying), weight-for-height from 2 years (standing). */
export const LENGTH_UNTIL_DAYS = 730;

/** The table an indicator reads at an age, and the index it reads it by. */
export function tableFor(indicator: GrowthIndicator, ageDays: number): WhoTable {
  switch (indicator) {
    case 'weightForAge':
      return 'weight-for-age';
    case 'lengthHeightForAge':
      return 'length-height-for-age';
    case 'headCircumferenceForAge':
      return 'head-circumference-for-age';
    case 'bmiForAge':
      return 'bmi-for-age';
    case 'weightForLengthHeight':
      return ageDays <= LENGTH_UNTIL_DAYS ? 'weight-for-length' : 'weight-for-height';
  }
}

export function isRestricted(indicator: GrowthIndicator): boolean {
  return RULES[indicator].restrictedTails;
}

/** The plain-language band of a z-score for an indicator. */
export function bandOf(indicator: GrowthIndicator, z: number): ZScoreBand {
  for (const { below, atMost, band } of RULES[indicator].bands) {
    if (below !== undefined ? z < below : atMost !== undefined ? z <= atMost : true) return band;
  }
  return 'NORMAL';
}

export interface ZScoreResult {
  z: number;
  band: ZScoreBand;
  /** Outside WHO's plausible range: a measurement error, refused when recorded. */
  implausible: boolean;
}

/**
 * One measurement's z-score and band. `index` is the age in days for the -for-age indicators
 * and the length/height in cm for weight-for-length/height. Null where WHO's tables end
 * (after 5 years; a length or height out of 45-110 / 65-120 cm).
 */
export function assess(indicator: GrowthIndicator, sex: Sex, ageDays: number, index: number, value: number): ZScoreResult | null {
  const lms = lmsAt(tableFor(indicator, ageDays), sex, index);
  if (!lms || value <= 0) return null;
  const z = zScore(value, lms, RULES[indicator].restrictedTails);
  const { min, max } = RULES[indicator].plausible;
  return { z, band: bandOf(indicator, z), implausible: z < min || z > max };
}
