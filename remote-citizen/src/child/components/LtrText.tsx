import type { ReactNode } from 'react';

/**
 * Digits and Latin text that must read left to right inside an Arabic page: a phone
 * "+216 20 123 456" or a date and time, whose digit groups an auto-direction <bdi> would reverse
 * (digits carry no direction of their own).
 */
export function LtrText({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
