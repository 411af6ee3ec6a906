import { LIFELONG_VALIDITY_DAYS, validateDci, validityRefusal } from '@evax/shared/validation';

describe('a vaccine still valid (spec 2 §8, issue 30)', () => {
  test('no validity, or no other dose: no rule', () => {
    expect(validityRefusal(null, '2026-11-27', ['2026-11-20'])).toBeNull();
    expect(validityRefusal(180, '2026-11-27', [])).toBeNull();
  });

  test('a dose given less than the validity before refuses the new one; at the validity, it is given', () => {
    expect(validityRefusal(180, '2026-11-27', ['2026-06-01'])).toBe('stillValid');
    expect(validityRefusal(180, '2026-11-27', ['2026-05-31'])).toBeNull();
    expect(validityRefusal(180, '2026-11-27', ['2026-05-30'])).toBeNull();
  });

  test('a dose recorded afterwards that falls before one given is refused too (its own protection covers it)', () => {
    expect(validityRefusal(90, '2026-09-01', ['2026-10-01'])).toBe('stillValid');
    expect(validityRefusal(90, '2026-06-01', ['2026-10-01'])).toBeNull();
  });

  test('a lifelong validity refuses any other dose, whenever', () => {
    expect(validityRefusal(LIFELONG_VALIDITY_DAYS, '2026-11-27', ['1990-01-01'])).toBe('lifelongAlreadyGiven');
  });

  test("the DCI form's rule: a whole number of days within the shared limits, or none", () => {
    const base = { name: 'Vaccin', vaccineType: 'inactivated', vaccineCategory: 'seasonal' };
    expect(validateDci({ ...base, validityDays: null })).toEqual({});
    expect(validateDci({ ...base, validityDays: 180 })).toEqual({});
    expect(validateDci({ ...base, validityDays: 0 }).validityDays?.[0]?.code).toBe('min_value');
    expect(validateDci({ ...base, validityDays: LIFELONG_VALIDITY_DAYS + 1 }).validityDays?.[0]?.code).toBe('max_value');
    expect(validateDci({ ...base, validityDays: 1.5 }).validityDays?.[0]?.code).toBe('invalid');
  });
});
