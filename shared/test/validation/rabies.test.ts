import { RABIES_ERROR_KEYS, RABIES_FIELD_KEYS } from '@evax/shared/contract';
import {
  allowedRegimens,
  doseDateError,
  doseOrderError,
  exposureCategory,
  higherCategory,
  isOpenTooLong,
  resumedPlan,
  isProtocolComplete,
  plannedDates,
  proposeProtocol,
  RABIES_PEP,
  RABIES_REGIMEN_VISITS,
  secondAggressionDateError,
  serumSumRuleHolds,
} from '@evax/shared/validation';

const days = (regimen: keyof typeof RABIES_REGIMEN_VISITS) => RABIES_REGIMEN_VISITS[regimen].map((v) => v.day);

describe('WHO exposure category (rabies-pep.json)', () => {
  test.each([
    ['CONTACT', 0, null, 'I'],
    ['LICKING', 0, null, 'I'],
    ['LICKING', 1, 'SUPERFICIAL', 'III'],
    ['MUCOUS_SPLASH', 0, null, 'III'],
    ['BITE', 0, null, 'II'],
    ['BITE', 2, 'VERY_SUPERFICIAL', 'II'],
    ['BITE', 1, 'DEEP', 'III'],
    ['BITE_SCRATCH', 3, 'VERY_DEEP', 'III'],
    ['SCRATCH', 1, 'SUPERFICIAL', 'II'],
    ['SCRATCH', 1, 'DEEP', 'III'],
  ] as const)('%s with %i lesion(s) %s is category %s', (attackType, lesionCount, lesionDepth, expected) => {
    expect(exposureCategory({ attackType, lesionCount, lesionDepth })).toBe(expected);
  });

  test('a direct contact with a bat is category III, whatever the lesions', () => {
    expect(exposureCategory({ attackType: 'CONTACT', lesionCount: 0, species: 'BAT' })).toBe('III');
    expect(exposureCategory({ attackType: 'SCRATCH', lesionCount: 1, lesionDepth: 'VERY_SUPERFICIAL', species: 'BAT' })).toBe('III');
    expect(exposureCategory({ attackType: 'CONTACT', lesionCount: 0, species: 'DOG' })).toBe('I');
  });

  test('the higher of two aggressions is kept', () => {
    expect(higherCategory('II', 'III')).toBe('III');
    expect(higherCategory('I', 'II')).toBe('II');
    expect(higherCategory('I')).toBe('I');
  });

  test('the three categories are those of the data file', () => {
    expect(RABIES_PEP.exposureCategories.map((c) => c.category)).toEqual(['I', 'II', 'III']);
  });
});

describe('regimens and the proposed protocol', () => {
  test('the days of each regimen come from the data file (4th IM dose planned on J14)', () => {
    expect(days('WHO2018_IM_4DOSE')).toEqual([0, 3, 7, 14]);
    expect(days('ESSEN_5DOSE')).toEqual([0, 3, 7, 14, 28]);
    expect(days('WHO2018_IM_ZAGREB')).toEqual([0, 7, 21]);
    expect(RABIES_REGIMEN_VISITS.WHO2018_IM_ZAGREB[0]).toEqual({ day: 0, sites: 2 });
    expect(days('WHO2018_ID_1WEEK_2SITE')).toEqual([0, 3, 7]);
    expect(days('BOOSTER_IM_2DOSE')).toEqual([0, 3]);
    expect(days('PREP_2VISIT')).toEqual([0, 7]);
  });

  test('category I: no protocol; II: vaccine only (A1); III: vaccine and serum (A2), its maximum from the weight', () => {
    expect(proposeProtocol({ afterAggression: true, category: 'I', previousTreatment: 'NONE' })).toMatchObject({ type: 'A1', regimen: 'NONE', visits: [] });
    expect(proposeProtocol({ afterAggression: true, category: 'II', previousTreatment: 'NONE' })).toMatchObject({
      type: 'A1',
      regimen: 'WHO2018_IM_4DOSE',
      serum: { required: false },
    });
    expect(proposeProtocol({ afterAggression: true, category: 'III', previousTreatment: 'ONGOING', weightKg: 30 })).toMatchObject({
      type: 'A2',
      regimen: 'WHO2018_IM_4DOSE',
      serum: { required: true, maxIuErig: 1200, maxIuHrig: 600 },
    });
  });

  test('a complete earlier protocol: the booster J0, J3 without serum, even for category III', () => {
    expect(proposeProtocol({ afterAggression: true, category: 'III', previousTreatment: 'COMPLETE' })).toMatchObject({
      type: 'A1',
      regimen: 'BOOSTER_IM_2DOSE',
      serum: { required: false },
    });
  });

  test('the chosen naive regimen is followed; another (the booster) is not', () => {
    expect(proposeProtocol({ afterAggression: true, category: 'II', previousTreatment: 'NONE', preferredRegimen: 'ESSEN_5DOSE' }).regimen).toBe('ESSEN_5DOSE');
    expect(proposeProtocol({ afterAggression: true, category: 'II', previousTreatment: 'NONE', preferredRegimen: 'BOOSTER_IM_2DOSE' }).regimen).toBe(
      'WHO2018_IM_4DOSE',
    );
  });

  test('the regimens a sheet may follow: the naive ones for category II-III, else the one proposed', () => {
    const naive = ['WHO2018_IM_4DOSE', 'ESSEN_5DOSE', 'WHO2018_IM_ZAGREB', 'WHO2018_ID_1WEEK_2SITE'];
    expect(allowedRegimens({ afterAggression: true, category: 'II', previousTreatment: 'NONE' })).toEqual(naive);
    expect(allowedRegimens({ afterAggression: true, category: 'III', previousTreatment: 'ONGOING' })).toEqual(naive);
    expect(allowedRegimens({ afterAggression: true, category: 'III', previousTreatment: 'COMPLETE' })).toEqual(['BOOSTER_IM_2DOSE']);
    expect(allowedRegimens({ afterAggression: true, category: 'I', previousTreatment: 'NONE' })).toEqual(['NONE']);
    expect(allowedRegimens({ afterAggression: false, category: null, previousTreatment: 'NONE' })).toEqual(['PREP_2VISIT']);
    // Whatever is chosen among them, the proposed protocol follows it.
    for (const regimen of naive)
      expect(proposeProtocol({ afterAggression: true, category: 'III', previousTreatment: 'NONE', preferredRegimen: regimen as never }).regimen).toBe(regimen);
  });

  test('a preventive sheet (P) follows the 2-visit PrEP', () => {
    expect(proposeProtocol({ afterAggression: false, category: null, previousTreatment: 'NONE' })).toMatchObject({ type: 'P', regimen: 'PREP_2VISIT' });
  });

  test('planned dates from day 0', () => {
    expect(plannedDates(RABIES_REGIMEN_VISITS.WHO2018_IM_4DOSE, '2026-02-26')).toEqual(['2026-02-26', '2026-03-01', '2026-03-05', '2026-03-12']);
  });
});

describe('date windows (spec 2 §5)', () => {
  const today = '2026-03-10';
  test('today always passes', () => {
    expect(doseDateError({ date: today, today, day: 0, type: 'A2', from: '2026-03-01' })).toBeNull();
  });
  test('an A2 day-0 dose must be today', () => {
    expect(doseDateError({ date: '2026-03-09', today, day: 0, type: 'A2', from: '2026-03-01' })).toBe(RABIES_FIELD_KEYS.dateMustBeTodayForProtocol);
  });
  test('otherwise between the aggression date and yesterday', () => {
    expect(doseDateError({ date: '2026-03-01', today, day: 0, type: 'A1', from: '2026-03-01' })).toBeNull();
    expect(doseDateError({ date: '2026-03-09', today, day: 3, type: 'A2', from: '2026-03-01' })).toBeNull();
    expect(doseDateError({ date: '2026-02-28', today, day: 0, type: 'A1', from: '2026-03-01' })).toBe(RABIES_FIELD_KEYS.betweenAggressionAndYesterday);
    expect(doseDateError({ date: '2026-03-11', today, day: 3, type: 'A1', from: '2026-03-01' })).toBe(RABIES_FIELD_KEYS.betweenAggressionAndYesterday);
  });
  test('second aggression between the first and today', () => {
    expect(secondAggressionDateError('2026-03-05', '2026-03-01', today)).toBeNull();
    expect(secondAggressionDateError('2026-03-01', '2026-03-01', today)).toBeNull();
    expect(secondAggressionDateError('2026-03-10', '2026-03-01', today)).toBeNull();
    expect(secondAggressionDateError('2026-02-28', '2026-03-01', today)).toBe(RABIES_FIELD_KEYS.secondAggressionWindow);
    expect(secondAggressionDateError('2026-03-11', '2026-03-01', today)).toBe(RABIES_FIELD_KEYS.secondAggressionWindow);
  });
});

describe('the 14-day flag, completeness, dose order and the serum sum rule', () => {
  test('A1/A2 in progress open more than 14 days is flagged; 14 days is not; P and closed are not', () => {
    expect(isOpenTooLong({ type: 'A1', state: 'IN_PROGRESS', openedOn: '2026-03-01' }, '2026-03-15')).toBe(false);
    expect(isOpenTooLong({ type: 'A1', state: 'IN_PROGRESS', openedOn: '2026-03-01' }, '2026-03-16')).toBe(true);
    expect(isOpenTooLong({ type: 'A2', state: 'IN_PROGRESS', openedOn: '2026-03-01' }, '2026-04-01')).toBe(true);
    expect(isOpenTooLong({ type: 'P', state: 'IN_PROGRESS', openedOn: '2026-03-01' }, '2026-04-01')).toBe(false);
    expect(isOpenTooLong({ type: 'A2', state: 'CLOSED', openedOn: '2026-03-01' }, '2026-04-01')).toBe(false);
  });

  test('4 to 5 doses are complete; a shorter regimen when all its visits are done', () => {
    expect(isProtocolComplete(3, 4)).toBe(false);
    expect(isProtocolComplete(4, 4)).toBe(true);
    expect(isProtocolComplete(4, 5)).toBe(true);
    expect(isProtocolComplete(5, 5)).toBe(true);
    expect(isProtocolComplete(2, 2)).toBe(true);
    expect(isProtocolComplete(1, 2)).toBe(false);
    expect(isProtocolComplete(0, 0)).toBe(false);
  });

  test('previous doses first: the first, J3, then any earlier one', () => {
    const visits = (done: boolean[]) => [0, 3, 7, 14].map((day, i) => ({ day, done: done[i]! }));
    expect(doseOrderError(0, visits([false, false, false, false]))).toBeNull();
    expect(doseOrderError(1, visits([false, false, false, false]))).toBe(RABIES_ERROR_KEYS.firstDoseRequired);
    expect(doseOrderError(2, visits([true, false, false, false]))).toBe(RABIES_ERROR_KEYS.j3NotDone);
    expect(doseOrderError(3, visits([true, true, false, false]))).toBe(RABIES_ERROR_KEYS.previousNotVaccinated);
    expect(doseOrderError(3, visits([true, true, true, false]))).toBeNull();
  });

  test('a protocol resumed keeps the given visits and the intervals of the others, the first of them not before today', () => {
    const visits = [
      { plannedDate: '2026-11-01', done: true },
      { plannedDate: '2026-11-04', done: true },
      { plannedDate: '2026-11-08', done: false },
      { plannedDate: '2026-11-15', done: false },
    ];
    expect(resumedPlan(visits, '2026-11-20')).toEqual(['2026-11-01', '2026-11-04', '2026-11-20', '2026-11-27']);
    // Reopened before the next visit was due: nothing moves.
    expect(resumedPlan(visits, '2026-11-06')).toEqual(['2026-11-01', '2026-11-04', '2026-11-08', '2026-11-15']);
    expect(resumedPlan([{ plannedDate: '2026-11-01', done: true }], '2026-11-20')).toEqual(['2026-11-01']);
  });

  test('the serum: infiltrated + intramuscular = total, infiltrated at least 80 %', () => {
    expect(serumSumRuleHolds(4, 1, 5)).toBe(true);
    expect(serumSumRuleHolds(5, 0, 5)).toBe(true);
    expect(serumSumRuleHolds(3.9, 1.1, 5)).toBe(false);
    expect(serumSumRuleHolds(4, 0.5, 5)).toBe(false);
    expect(serumSumRuleHolds(0.8, 0.2, 1)).toBe(true);
    expect(serumSumRuleHolds(2.4, 0.6, 3)).toBe(true);
  });
});
