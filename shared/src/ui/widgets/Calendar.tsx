import { lazy, Suspense, type ComponentType } from 'react';
import type { CalendarEvent, CalendarViewKind } from './calendar-rules.js';

export interface CalendarProps {
  events: readonly CalendarEvent[];
  /** The date shown first (today by default). */
  initialDate?: string;
  initialView?: CalendarViewKind;
  onSelectEvent?: (event: CalendarEvent) => void;
  /** The days shown changed (view, prev, next, today): the first and last, YYYY-MM-DD; a date-range call fetches their events. */
  onRangeChange?: (first: string, last: string) => void;
}

const CalendarView = lazy(() => import('./CalendarView.js')) as ComponentType<CalendarProps>;

/** Appointments by month, week or day, with prev, next and today (spec 1 §2.4); loaded on first use. */
export function Calendar(props: CalendarProps) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: 320 }} />}>
      <CalendarView {...props} />
    </Suspense>
  );
}
