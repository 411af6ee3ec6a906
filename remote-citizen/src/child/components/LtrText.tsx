import type { CSSProperties, ReactNode } from 'react';
import type { Language } from '@evax/shared/contract';
import { fixedDirectionStyle } from '@evax/shared/ui';

/**
 * Digits and Latin text that must read left to right inside an Arabic page: a phone
 * "+216 20 123 456" or a date and time, whose digit groups an auto-direction <bdi> would reverse
 * (digits carry no direction of their own).
 */
export function LtrText({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** A field where digits are typed (a phone, an evax number): left to right, aligned with the page. */
export function numberInputStyle(language: Language): CSSProperties | undefined {
  return fixedDirectionStyle('ltr', language === 'ar' ? 'rtl' : 'ltr');
}
