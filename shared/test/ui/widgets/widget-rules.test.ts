import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/ar-tn';
import {
  boundCropBox,
  calendarDays,
  eventsOn,
  fieldSpan,
  isDoneRow,
  kpiTotal,
  matchesSearch,
  nextStepMove,
  pageRange,
  pageWindow,
  PAGE_WINDOW,
  PDF_RETRY_POLICY,
  previousStep,
  shiftCalendar,
  uploadStatusMessage,
  visibleFields,
  withRetries,
} from '@evax/shared/ui';

describe('withRetries (PDF download, spec 1 §4.5)', () => {
  it('is 3 retries at 500 ms', () => {
    expect(PDF_RETRY_POLICY).toEqual({ retries: 3, intervalMs: 500 });
  });

  it('tries 4 times in all, waiting 500 ms between tries, then throws the last failure', async () => {
    const waits: number[] = [];
    const task = jest.fn(async (attempt: number) => {
      throw new Error(`failure ${attempt}`);
    });
    await expect(withRetries(task, PDF_RETRY_POLICY, async (ms) => void waits.push(ms))).rejects.toThrow('failure 3');
    expect(task).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([500, 500, 500]);
  });

  it('stops at the first success', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('not yet');
        return 'pdf';
      },
      PDF_RETRY_POLICY,
      async (ms) => void waits.push(ms),
    );
    expect(result).toBe('pdf');
    expect(calls).toBe(3);
    expect(waits).toEqual([500, 500]);
  });
});

describe('kpiTotal', () => {
  it('is registrations by agents plus by citizens', () => {
    expect(kpiTotal(120, 35)).toBe(155);
  });
  it('counts a missing or invalid figure as 0', () => {
    expect(kpiTotal(undefined, 7)).toBe(7);
    expect(kpiTotal(null, null)).toBe(0);
    expect(kpiTotal(Number.NaN, -3)).toBe(0);
  });
});

describe('boundCropBox (cropper 16:9, minimum 10 px)', () => {
  const image = { width: 1600, height: 900 };
  it('keeps the 16:9 ratio', () => {
    const box = boundCropBox({ x: 0, y: 0, width: 800, height: 300 }, image)!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    expect(box).toEqual({ x: 0, y: 0, width: 800, height: 450 });
  });
  it('never goes below a 10 px short side', () => {
    expect(boundCropBox({ x: 5, y: 5, width: 2, height: 1 }, image)).toEqual({ x: 5, y: 5, width: 18, height: 10 });
  });
  it('stays inside the image', () => {
    expect(boundCropBox({ x: 1500, y: 850, width: 400, height: 225 }, image)).toEqual({ x: 1200, y: 675, width: 400, height: 225 });
    expect(boundCropBox({ x: -20, y: -5, width: 5000, height: 5000 }, image)).toEqual({ x: 0, y: 0, width: 1600, height: 900 });
  });
  it('refuses an image too small for a minimum box', () => {
    expect(boundCropBox({ x: 0, y: 0, width: 10, height: 10 }, { width: 15, height: 9 })).toBeNull();
  });
});

describe('step navigation', () => {
  it('moves forward, and the last step submits', () => {
    expect(nextStepMove(0, 3)).toEqual({ kind: 'step', index: 1 });
    expect(nextStepMove(1, 3)).toEqual({ kind: 'step', index: 2 });
    expect(nextStepMove(2, 3)).toEqual({ kind: 'submit' });
    expect(nextStepMove(0, 1)).toEqual({ kind: 'submit' });
  });
  it('goes back but not before the first step', () => {
    expect(previousStep(2)).toBe(1);
    expect(previousStep(0)).toBe(0);
  });
});

describe('paged table rules', () => {
  it('says from and to of a page', () => {
    expect(pageRange(1, 10, 42)).toEqual({ from: 1, to: 10, size: 42 });
    expect(pageRange(5, 10, 42)).toEqual({ from: 41, to: 42, size: 42 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0, size: 0 });
  });
  it('shows a window of 10 consecutive page numbers around the current page', () => {
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
    expect(PAGE_WINDOW).toBe(10);
    // first pages: pushed against page 1
    expect(pageWindow(1, 30)).toEqual(range(1, 10));
    expect(pageWindow(6, 30)).toEqual(range(1, 10));
    // middle: 5 before, 4 after
    expect(pageWindow(7, 30)).toEqual(range(2, 11));
    expect(pageWindow(15, 30)).toEqual(range(10, 19));
    // last pages: pushed against the last page
    expect(pageWindow(26, 30)).toEqual(range(21, 30));
    expect(pageWindow(30, 30)).toEqual(range(21, 30));
    // fewer than 10 pages: all of them
    expect(pageWindow(3, 5)).toEqual(range(1, 5));
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 10)).toEqual(range(1, 10));
    // no page, or a current page out of bounds
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(99, 30)).toEqual(range(21, 30));
    expect(pageWindow(0, 30)).toEqual(range(1, 10));
  });
  it('styles status 2 rows as done, only them', () => {
    expect(isDoneRow({ status: 2 })).toBe(true);
    expect(isDoneRow({ status: 1 })).toBe(false);
    expect(isDoneRow({ status: '2' })).toBe(false);
    expect(isDoneRow({})).toBe(false);
  });
});

describe('detail page rules', () => {
  it('is 12 of 12 columns by default (antd span 24)', () => {
    expect(fieldSpan()).toBe(24);
    expect(fieldSpan(6)).toBe(12);
    expect(fieldSpan(0)).toBe(24);
    expect(fieldSpan(13)).toBe(24);
  });
  it('hides a field by a condition on another', () => {
    const fields = [{ name: 'a' }, { name: 'closedAt', hidden: (record: { closed: boolean }) => !record.closed }];
    expect(visibleFields(fields, { closed: false }).map((field) => field.name)).toEqual(['a']);
    expect(visibleFields(fields, { closed: true }).map((field) => field.name)).toEqual(['a', 'closedAt']);
  });
  it('searches a table row in any case', () => {
    expect(matchesSearch({ name: 'BCG', lot: 42 }, 'bcg')).toBe(true);
    expect(matchesSearch({ name: 'BCG', lot: 42 }, '4')).toBe(true);
    expect(matchesSearch({ name: 'BCG' }, 'polio')).toBe(false);
    expect(matchesSearch({ name: 'BCG' }, ' ')).toBe(true);
  });
});

describe('calendar rules', () => {
  const day = dayjs('2026-03-18T10:00:00').locale('fr');
  it('shows whole weeks of a month from the locale first day (Monday in French)', () => {
    const days = calendarDays(day, 'month');
    expect(days).toHaveLength(42);
    expect(days[0]!.format('YYYY-MM-DD')).toBe('2026-02-23');
    expect(days[0]!.day()).toBe(1);
  });
  it('shows a week and a day', () => {
    expect(calendarDays(day, 'week').map((one) => one.format('DD'))).toEqual(['16', '17', '18', '19', '20', '21', '22']);
    expect(calendarDays(day, 'day').map((one) => one.format('YYYY-MM-DD'))).toEqual(['2026-03-18']);
  });
  it('starts the week on the locale first day (Sunday in English)', () => {
    expect(calendarDays(dayjs('2026-03-18').locale('en'), 'week')[0]!.format('YYYY-MM-DD')).toBe('2026-03-15');
    expect(calendarDays(dayjs('2026-03-18').locale('ar-tn'), 'week')[0]!.format('YYYY-MM-DD')).toBe('2026-03-16');
  });
  it('moves by a month, a week or a day', () => {
    expect(shiftCalendar(day, 'month', 1).format('YYYY-MM-DD')).toBe('2026-04-18');
    expect(shiftCalendar(day, 'week', -1).format('YYYY-MM-DD')).toBe('2026-03-11');
    expect(shiftCalendar(day, 'day', 1).format('YYYY-MM-DD')).toBe('2026-03-19');
  });
  it('lists a day events by time', () => {
    const events = [
      { id: 1, start: '2026-03-18T15:00:00', title: 'B' },
      { id: 2, start: '2026-03-18T09:00:00', title: 'A' },
      { id: 3, start: '2026-03-19T09:00:00', title: 'C' },
    ];
    expect(eventsOn(events, day).map((event) => event.title)).toEqual(['A', 'B']);
  });
});

describe('upload status messages', () => {
  it('has a message per status, the validation message as given', () => {
    expect(uploadStatusMessage({ status: 'tooSmall' })).toBe('WIDGETS.UPLOAD.TOO_SMALL');
    expect(uploadStatusMessage({ status: 'tooBig' })).toBe('WIDGETS.UPLOAD.TOO_BIG');
    expect(uploadStatusMessage({ status: 'failed' })).toBe('WIDGETS.UPLOAD.FAILED');
    expect(uploadStatusMessage({ status: 'aborted' })).toBe('WIDGETS.UPLOAD.ABORTED');
    expect(uploadStatusMessage({ status: 'validation', message: 'ERROR.REJECTED_FILE_TYPE' })).toBe('ERROR.REJECTED_FILE_TYPE');
  });
});
