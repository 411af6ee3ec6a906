import type { TFunction } from 'i18next';
import { scheduleAge } from '@evax/shared/validation';

/** A WHO age code (B birth, M2 two months, Y6 six years) in words; unknown codes as they are. */
export function ageLabel(code: string, t: TFunction): string {
  const age = scheduleAge(code);
  if (!age) return code;
  if (age.unit === 'birth') return t('REFERENCE.AGE.BIRTH');
  return t(age.unit === 'months' ? 'REFERENCE.AGE.MONTHS' : 'REFERENCE.AGE.YEARS', { count: age.count });
}

/** A DCI's age range; empty means any age. */
export function ageRangeLabel(codes: readonly string[], t: TFunction): string {
  return codes.length === 0 ? t('REFERENCE.AGE.ANY') : codes.map((code) => ageLabel(code, t)).join(', ');
}
