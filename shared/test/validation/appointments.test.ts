import { dayCapacity, dayOpen, inPeriod, isoWeekDay, opensBeforeCloses } from '@evax/shared/validation';

const week = { weekDays: [1, 2, 3, 4, 5], opensAt: '08:00', closesAt: '12:00', slotMinutes: 30, capacityPerSlot: 3 };

describe('appointment days (issue 32)', () => {
  test('ISO week days: Monday 1 ... Sunday 7', () => {
    expect(isoWeekDay('2026-11-30')).toBe(1);
    expect(isoWeekDay('2026-11-28')).toBe(6);
    expect(isoWeekDay('2026-11-29')).toBe(7);
    expect(isoWeekDay('1969-12-31')).toBe(3);
  });
  test("a day's capacity: whole slots times each slot's capacity; at least one whole slot between the hours", () => {
    expect(dayCapacity(week)).toBe(24);
    expect(dayCapacity({ ...week, closesAt: '12:20:00' })).toBe(24);
    expect(opensBeforeCloses({ opensAt: '10:00', closesAt: '10:15', slotMinutes: 30 })).toBe(false);
    expect(opensBeforeCloses({ opensAt: '10:00', closesAt: '10:30', slotMinutes: 30 })).toBe(true);
  });
  test('a day is open on a vaccination day, outside the periods, with room left', () => {
    const periods = [{ startDate: '2026-12-01', endDate: '2026-12-02' }];
    expect(inPeriod('2026-12-02', periods)).toBe(true);
    expect(dayOpen('2026-11-30', week, periods)).toBe(true);
    expect(dayOpen('2026-12-01', week, periods)).toBe(false);
    expect(dayOpen('2026-11-29', week, periods)).toBe(false);
    expect(dayOpen('2026-11-30', week, periods, 23)).toBe(true);
    expect(dayOpen('2026-11-30', week, periods, 24)).toBe(false);
    // No week set: only the periods apply.
    expect(dayOpen('2026-11-29', null, periods)).toBe(true);
    expect(dayOpen('2026-12-01', null, periods)).toBe(false);
  });
});
