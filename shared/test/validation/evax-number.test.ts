import { evaxCheckDigit, evaxNumberFrom, isValidEvaxNumber } from '../../src/validation/evax-number';

describe('evax number check digit (Damm)', () => {
  test('known values of the Damm algorithm', () => {
    // The published example: 572 has check digit 4.
    expect(evaxCheckDigit('572')).toBe('4');
    expect(isValidEvaxNumber(evaxNumberFrom('12345678'))).toBe(true);
    expect(evaxNumberFrom('00000000')).toBe('000000000');
  });

  test('shape: nine digits only', () => {
    const good = evaxNumberFrom('20261124');
    expect(isValidEvaxNumber(good)).toBe(true);
    expect(isValidEvaxNumber(good.slice(0, 8))).toBe(false);
    expect(isValidEvaxNumber(`${good}0`)).toBe(false);
    expect(isValidEvaxNumber(`${good.slice(0, 8)}a`)).toBe(false);
    expect(isValidEvaxNumber(` ${good}`)).toBe(false);
    expect(() => evaxNumberFrom('1234567')).toThrow();
  });

  test('every single-digit error and every adjacent swap of many numbers is caught', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let n = 0; n < 300; n++) {
      const number = evaxNumberFrom(String(next() % 100_000_000).padStart(8, '0'));
      for (let position = 0; position < 9; position++) {
        for (let digit = 0; digit <= 9; digit++) {
          if (String(digit) === number[position]) continue;
          const typo = number.slice(0, position) + digit + number.slice(position + 1);
          expect(isValidEvaxNumber(typo)).toBe(false);
        }
        if (position < 8 && number[position] !== number[position + 1]) {
          const swapped = number.slice(0, position) + number[position + 1] + number[position] + number.slice(position + 2);
          expect(isValidEvaxNumber(swapped)).toBe(false);
        }
      }
    }
  });
});
