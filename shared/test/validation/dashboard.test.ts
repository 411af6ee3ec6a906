import { birthRangeOfAges } from '../../src/validation/dashboard';

describe('birthRangeOfAges: the birth days of the children aged ageMin to ageMax completed years', () => {
  test('0 to 1 year on 2026-11-28: born from 2024-11-29 to today', () => {
    expect(birthRangeOfAges('2026-11-28', 0, 1)).toEqual({ bornFrom: '2024-11-29', bornTo: '2026-11-28' });
  });
  test('a child born two years ago today is 2, not 1', () => {
    const { bornFrom } = birthRangeOfAges('2026-11-28', undefined, 1);
    expect('2024-11-28' < bornFrom!).toBe(true);
    expect(birthRangeOfAges('2026-11-28', 2).bornTo! >= '2024-11-28').toBe(true);
  });
  test('open ends give no bound', () => {
    expect(birthRangeOfAges('2026-11-28')).toEqual({});
  });
});
