import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { API_DATE_FORMAT, DATE_FORMAT } from '@evax/shared/contract';
import { isRightToLeft, useLanguage } from '@evax/shared/runtime';
import { tunisToday } from '@evax/shared/validation';
import { calendarSide } from '../logic.js';

/** Form values hold dates as YYYY-MM-DD; pickers work with dayjs. */
export function toDayjs(value: unknown): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = dayjs(value, API_DATE_FORMAT);
  return date.isValid() ? date : null;
}

export function toIso(date: Dayjs | null | undefined): string {
  return date ? date.format(API_DATE_FORMAT) : '';
}

export function displayDate(value: unknown): string {
  return toDayjs(value)?.format(DATE_FORMAT) ?? '';
}

/** A bound given as YYYY-MM-DD or 'today': today in Tunis, the day the server's rules reason on. */
export function boundDate(bound: unknown): Dayjs | null {
  if (bound === 'today') return toDayjs(tunisToday());
  return toDayjs(bound);
}

export function outOfBounds(date: Dayjs, min: unknown, max: unknown): boolean {
  const low = boundDate(min);
  const high = boundDate(max);
  return Boolean((low && date.isBefore(low, 'day')) || (high && date.isAfter(high, 'day')));
}

/**
 * Where a picker opens: below, or above when the element has under 250 px of room below it
 * (spec 1 §2.6), on the reading side of the language.
 */
export function usePickerPlacement() {
  const rightToLeft = isRightToLeft(useLanguage());
  const [side, setSide] = useState<'top' | 'bottom'>('bottom');
  const measure = (element: Element | null) => {
    if (!element) return;
    setSide(calendarSide(window.innerHeight - element.getBoundingClientRect().bottom));
  };
  const placement = `${side}${rightToLeft ? 'Right' : 'Left'}` as 'bottomLeft' | 'bottomRight' | 'topLeft' | 'topRight';
  return { side, placement, measure };
}

/** The window's width, kept current. */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1024 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}
