import dayjs from 'dayjs';
import { boundDate, outOfBounds } from '../../../src/ui/form/fields/dates';

// A date field's 'today' bound is Tunis's day, as the server's rules: from 23:00 to midnight UTC
// (midnight to 1 am in Tunis), the machine's calendar is still on the day before.
describe("a date field's 'today' bound", () => {
  afterEach(() => jest.useRealTimers());

  it('is already the next day in Tunis at 23:30 UTC', () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T23:30:00Z') });
    expect(boundDate('today')?.format('YYYY-MM-DD')).toBe('2026-11-29');
    expect(outOfBounds(dayjs('2026-11-29'), undefined, 'today')).toBe(false);
    expect(outOfBounds(dayjs('2026-11-30'), undefined, 'today')).toBe(true);
  });

  it('is the same day as UTC earlier in the evening', () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T22:30:00Z') });
    expect(boundDate('today')?.format('YYYY-MM-DD')).toBe('2026-11-28');
    expect(outOfBounds(dayjs('2026-11-29'), undefined, 'today')).toBe(true);
    expect(outOfBounds(dayjs('2026-11-27'), '2026-11-28', undefined)).toBe(true);
  });
});
