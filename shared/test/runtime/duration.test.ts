import { formatDuration as format, formatNumber } from '@evax/shared/runtime';

/** French puts no-break spaces between number and unit. */
const formatDuration = (...args: Parameters<typeof format>) => format(...args).replace(/\s/g, ' ');

describe('formatDuration', () => {
  it('rounds up to seconds, minutes, or hours and minutes', () => {
    expect(formatDuration(45, 'en')).toBe('45 seconds');
    expect(formatDuration(299, 'en')).toBe('5 minutes');
    expect(formatDuration(300, 'fr')).toBe('5 minutes');
    expect(formatDuration(301, 'fr')).toBe('6 minutes');
    expect(formatDuration(3 * 3600, 'fr')).toBe('3 heures');
    expect(formatDuration(3 * 3600 + 240, 'en')).toBe('3 hours, 4 minutes');
    expect(formatDuration(24 * 3600, 'en')).toBe('24 hours');
  });

  it('writes Arabic with Western digits', () => {
    expect(formatDuration(300, 'ar')).toMatch(/^5 /);
    expect(formatDuration(300, 'ar')).toMatch(/[\u0600-\u06FF]/);
  });

  it('never shows a negative wait', () => {
    expect(formatDuration(-3, 'en')).toBe('0 seconds');
  });
});

describe('formatNumber', () => {
  it('groups thousands as the language does: narrow no-break space in French, comma in English, Western digits in Arabic', () => {
    expect(formatNumber(1625, 'fr')).toBe('1\u202f625');
    expect(formatNumber(1625, 'en')).toBe('1,625');
    expect(formatNumber(1625, 'ar')).toMatch(/^1\D625$/);
    expect(formatNumber(385, 'fr')).toBe('385');
  });
});
