import {
  assess,
  bodyMassIndex,
  roundedBmi,
  bandOf,
  BORDERLINE_Z_SCORE,
  borderlineIndicators,
  isBorderline,
  byDateDroppingUndated,
  growthAge,
  growthZScores,
  headCircumferenceZScore,
  heightShrinks,
  lmsAt,
  referenceCurves,
  valueAtSd,
  zScore,
} from '../../src/growth/index.js';

const round1 = (value: number) => Math.round(value * 10) / 10;

describe('the WHO tables as copied', () => {
  test('rows are read by whole day of age, or by tenth of a cm', () => {
    expect(lmsAt('weight-for-age', 'male', 0)).toEqual({ l: 0.3487, m: 3.3464, s: 0.14602 });
    expect(lmsAt('length-height-for-age', 'female', 365.4)).toEqual({ l: 1, m: 74.0049, s: 0.03479 });
    expect(lmsAt('weight-for-height', 'male', 100.04)).toEqual({ l: -0.3521, m: 15.3576, s: 0.08229 });
    expect(lmsAt('weight-for-age', 'male', 1827)).toBeNull();
    expect(lmsAt('weight-for-length', 'female', 44.9)).toBeNull();
  });

  test("the SD values match WHO's published charts (boys' weight at birth, girls' length at 12 months, girls' head at birth)", () => {
    const weightAtBirth = lmsAt('weight-for-age', 'male', 0)!;
    expect([-3, -2, 0, 2, 3].map((k) => round1(valueAtSd(weightAtBirth, k)))).toEqual([2.1, 2.5, 3.3, 4.4, 5.0]);
    const lengthAtOneYear = lmsAt('length-height-for-age', 'female', 365)!;
    expect([-2, 0, 2].map((k) => round1(valueAtSd(lengthAtOneYear, k)))).toEqual([68.9, 74.0, 79.2]);
    const headAtBirth = lmsAt('head-circumference-for-age', 'female', 0)!;
    expect([-2, 0, 2].map((k) => round1(valueAtSd(headAtBirth, k)))).toEqual([31.5, 33.9, 36.2]);
  });
});

describe('the LMS z-score', () => {
  const boysWeightAtBirth = { l: 0.3487, m: 3.3464, s: 0.14602 };

  test('the median is 0 and each SD value is its own z-score', () => {
    expect(zScore(3.3464, boysWeightAtBirth, true)).toBe(0);
    expect(zScore(valueAtSd(boysWeightAtBirth, -2), boysWeightAtBirth, true)).toBe(-2);
    expect(zScore(valueAtSd(boysWeightAtBirth, 2.5), boysWeightAtBirth, false)).toBe(2.5);
  });

  test("weight-based indicators restrict the tails beyond ±3 SD (WHO's adjusted z-score)", () => {
    // 6 kg at birth: 4.43 unrestricted; 3 + (6 - SD3) / (SD3 - SD2) = 4.59 restricted.
    expect(zScore(6, boysWeightAtBirth, false)).toBe(4.43);
    expect(zScore(6, boysWeightAtBirth, true)).toBe(4.59);
    // 1.5 kg: -4.79 unrestricted; -3 + (1.5 - SD-3) / (SD-2 - SD-3) = -4.53 restricted.
    expect(zScore(1.5, boysWeightAtBirth, false)).toBe(-4.79);
    expect(zScore(1.5, boysWeightAtBirth, true)).toBe(-4.53);
  });

  test('length (L = 1) is a plain normal z-score', () => {
    expect(zScore(74.0049 * (1 - 2 * 0.03479), { l: 1, m: 74.0049, s: 0.03479 }, false)).toBe(-2);
  });
});

describe('bands per WHO cut-offs', () => {
  test.each([
    ['weightForAge', -3.01, 'SEVERELY_UNDERWEIGHT'],
    ['weightForAge', -3, 'UNDERWEIGHT'],
    ['weightForAge', -2, 'NORMAL'],
    ['weightForAge', 2.01, 'HIGH_WEIGHT_FOR_AGE'],
    ['lengthHeightForAge', -2.5, 'STUNTED'],
    ['lengthHeightForAge', 3, 'NORMAL'],
    ['lengthHeightForAge', 3.1, 'VERY_TALL'],
    ['weightForLengthHeight', -3.5, 'SEVERELY_WASTED'],
    ['weightForLengthHeight', 1, 'NORMAL'],
    ['weightForLengthHeight', 1.5, 'RISK_OF_OVERWEIGHT'],
    ['weightForLengthHeight', 2.5, 'OVERWEIGHT'],
    ['weightForLengthHeight', 3.2, 'OBESE'],
    ['headCircumferenceForAge', -2.2, 'MICROCEPHALY'],
    ['headCircumferenceForAge', 3.3, 'SEVERE_MACROCEPHALY'],
  ] as const)('%s %d is %s', (indicator, z, band) => {
    expect(bandOf(indicator, z)).toBe(band);
  });
});

describe('a measurement at an age', () => {
  test('a girl of one year at the median of each table scores 0, NORMAL', () => {
    const scores = growthZScores('female', '2025-01-01', { date: '2026-01-01', weightKg: 8.9481, heightCm: 74.0049 });
    expect(scores.lengthHeightForAge).toEqual({ z: 0, band: 'NORMAL', implausible: false });
    expect(scores.weightForAge?.band).toBe('NORMAL');
    expect(scores.weightForAge?.z).toBeCloseTo(0, 1);
    expect(scores.weightForLengthHeight?.band).toBe('NORMAL');
  });

  test('under 2 years weight-for-length, from 2 years weight-for-height', () => {
    expect(assess('weightForLengthHeight', 'male', 730, 100, 15.3576)?.z).not.toBe(0);
    expect(assess('weightForLengthHeight', 'male', 731, 100, 15.3576)?.z).toBe(0);
  });

  test("WHO's implausible values are flagged (a 20 kg newborn, a 35 cm head at 3 years)", () => {
    expect(assess('weightForAge', 'male', 0, 0, 20)?.implausible).toBe(true);
    expect(headCircumferenceZScore('female', '2022-01-01', '2025-01-01', 35)?.implausible).toBe(true);
    expect(headCircumferenceZScore('female', '2022-01-01', '2025-01-01', 49)?.implausible).toBe(false);
  });

  test("after 5 years WHO's tables give no z-score", () => {
    expect(growthZScores('male', '2015-01-01', { date: '2026-01-01', weightKg: 35, heightCm: 140 }).weightForAge).toBeNull();
  });

  test('a height may fall by the tolerance, not more', () => {
    expect(heightShrinks(80, 81, null)).toBe(false);
    expect(heightShrinks(79, 81, null)).toBe(true);
    expect(heightShrinks(90, null, 88)).toBe(true);
    expect(heightShrinks(90, 85, 91)).toBe(false);
  });
});

test('spec 2 age: years = days / 365, months = the rest / 30', () => {
  expect(growthAge('2024-01-01', '2024-01-01')).toEqual({ years: 0, months: 0 });
  expect(growthAge('2024-01-01', '2024-03-01')).toEqual({ years: 0, months: 2 });
  expect(growthAge('2023-01-01', '2024-02-15')).toEqual({ years: 1, months: 1 });
});

test('growth lists: by date, undated dropped', () => {
  expect(byDateDroppingUndated([{ date: '2025-03-01' }, { date: null }, { date: '2025-01-01' }]).map((e) => e.date)).toEqual(['2025-01-01', '2025-03-01']);
});

test('reference curves: five SD lines over the whole table', () => {
  const curves = referenceCurves('weightForAge', 'male', { every: 30 });
  expect(curves.filter((p) => p.x === 0).map((p) => round1(p.y))).toEqual([2.1, 2.5, 3.3, 4.4, 5.0]);
  expect(Math.max(...curves.map((p) => p.x))).toBe(1826);
});

describe('borderline values (beyond ±3 SD, still plausible): recorded only once confirmed', () => {
  const atOneYear = (weightKg: number) => growthZScores('female', '2025-02-14', { date: '2026-02-14', weightKg, heightCm: 74 });

  test('a girl of one year, 74 cm: 6.2 kg is borderline by weight-for-age, weight-for-height and BMI-for-age; 5.6 kg is implausible, not borderline', () => {
    expect(borderlineIndicators(atOneYear(6.2))).toEqual(['weightForAge', 'weightForLengthHeight', 'bmiForAge']);
    expect(borderlineIndicators(atOneYear(8.9))).toEqual([]);
    const implausible = atOneYear(5.6);
    expect(implausible.weightForLengthHeight?.implausible).toBe(true);
    expect(borderlineIndicators(implausible)).toEqual(['weightForAge']);
  });

  test('the band starts past 3 SD exactly, on both sides', () => {
    expect(BORDERLINE_Z_SCORE).toBe(3);
    expect(isBorderline({ z: 3, band: 'NORMAL', implausible: false })).toBe(false);
    expect(isBorderline({ z: -3.01, band: 'NORMAL', implausible: false })).toBe(true);
    expect(isBorderline({ z: 4.9, band: 'NORMAL', implausible: false })).toBe(true);
    expect(isBorderline({ z: 6, band: 'NORMAL', implausible: true })).toBe(false);
    expect(isBorderline(null)).toBe(false);
    expect(isBorderline(headCircumferenceZScore('female', '2025-02-14', '2026-02-14', 40))).toBe(true);
    expect(isBorderline(headCircumferenceZScore('female', '2025-02-14', '2026-02-14', 44.9))).toBe(false);
  });
});

describe("BMI-for-age (issue 30): WHO's bmianthro table, the adjusted z-score as anthro's R/z-score-bmi-for-age.R", () => {
  test('the table as copied: 1,827 days a sex, lying (L) to 730 days, standing (H) from 731', () => {
    expect(lmsAt('bmi-for-age', 'male', 0)).toEqual({ l: -0.3053, m: 13.4069, s: 0.0956 });
    expect(lmsAt('bmi-for-age', 'female', 730)).toEqual({ l: -0.5989, m: 15.4052, s: 0.08545 });
    expect(lmsAt('bmi-for-age', 'female', 731)).toEqual({ l: -0.5684, m: 15.6881, s: 0.08454 });
    expect(lmsAt('bmi-for-age', 'female', 1826)).toEqual({ l: -0.5684, m: 15.2747, s: 0.09789 });
    expect(lmsAt('bmi-for-age', 'male', 1827)).toBeNull();
  });

  test('BMI = weight kg / (height m)², unrounded; null without both', () => {
    expect(bodyMassIndex(10, 76)).toBeCloseTo(17.313019, 6);
    expect(roundedBmi(bodyMassIndex(18, 90)!)).toBe(22.22);
    expect(bodyMassIndex(10, null)).toBeNull();
    expect(bodyMassIndex(undefined, 76)).toBeNull();
  });

  // Each case by hand from the table: BMI, then ((BMI / M)^L - 1) / (S L); beyond ±3, SD(k) = M (1 + L S k)^(1/L) and
  // 3 + (BMI - SD3) / (SD3 - SD2), or -3 + (BMI - SD-3) / (SD-2 - SD-3).
  test('boys: 365 days, 10 kg, 76 cm (L -0.4113, M 16.7992, S 0.08009): BMI 17.31, z 0.37, normal', () => {
    expect(growthZScores('male', '2023-01-01', { date: '2024-01-01', weightKg: 10, heightCm: 76 }).bmiForAge).toEqual({
      z: 0.37,
      band: 'NORMAL',
      implausible: false,
    });
  });

  test('boys: 1000 days, 18 kg, 90 cm (L -0.3601, M 15.6982, S 0.0788): BMI 22.22, 4.15 unadjusted, adjusted 3 + (22.222 - 20.098) / (20.098 - 18.4635) = 4.30, obese', () => {
    const lms = lmsAt('bmi-for-age', 'male', 1000)!;
    expect(lms).toEqual({ l: -0.3601, m: 15.6982, s: 0.0788 });
    expect(zScore(18 / 0.81, lms, false)).toBe(4.15);
    const { bmiForAge } = growthZScores('male', '2023-01-01', { date: '2025-09-27', weightKg: 18, heightCm: 90 });
    expect(bmiForAge).toEqual({ z: 4.3, band: 'OBESE', implausible: false });
    expect(isBorderline(bmiForAge)).toBe(true);
  });

  test('girls: birth, 3.2 kg, 49 cm (L -0.0631, M 13.3363, S 0.09272): BMI 13.33, z -0.01, normal', () => {
    expect(growthZScores('female', '2025-03-01', { date: '2025-03-01', weightKg: 3.2, heightCm: 49 }).bmiForAge).toEqual({
      z: -0.01,
      band: 'NORMAL',
      implausible: false,
    });
  });

  test('girls: 731 days, 10 kg, 92 cm (L -0.5684, M 15.6881, S 0.08454): BMI 11.81, -3.64 unadjusted, adjusted -3 + (11.8147 - 12.3787) / (13.3493 - 12.3787) = -3.58, severely wasted', () => {
    expect(zScore(10 / 0.92 ** 2, lmsAt('bmi-for-age', 'female', 731)!, false)).toBe(-3.64);
    expect(growthZScores('female', '2023-01-01', { date: '2025-01-01', weightKg: 10, heightCm: 92 }).bmiForAge).toEqual({
      z: -3.58,
      band: 'SEVERELY_WASTED',
      implausible: false,
    });
  });

  test("WHO's flag |z| > 5 is implausible: a boy of 1000 days, 20 kg, 90 cm (BMI 24.69, adjusted z 5.81)", () => {
    expect(growthZScores('male', '2023-01-01', { date: '2025-09-27', weightKg: 20, heightCm: 90 }).bmiForAge).toEqual({
      z: 5.81,
      band: 'OBESE',
      implausible: true,
    });
  });

  test('bands: the cut-offs of weight-for-length/height', () => {
    expect([-3.1, -2.1, 1, 1.5, 2.5, 3.1].map((z) => bandOf('bmiForAge', z))).toEqual([
      'SEVERELY_WASTED',
      'WASTED',
      'NORMAL',
      'RISK_OF_OVERWEIGHT',
      'OVERWEIGHT',
      'OBESE',
    ]);
  });

  test('reference curves over the whole table', () => {
    const curves = referenceCurves('bmiForAge', 'female', { every: 30 });
    expect(curves.filter((p) => p.x === 0).map((p) => round1(p.y))).toEqual([10.1, 11.1, 13.3, 16.1, 17.7]);
    expect(Math.max(...curves.map((p) => p.x))).toBe(1826);
  });
});
