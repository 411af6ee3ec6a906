import type { TFunction } from 'i18next';

const AGE_CODE = /^(B|M(\d+)|Y(\d+))$/;

/** A WHO age code (B birth, M2 two months, Y6 six years) in words; unknown codes as they are. */
export function ageLabel(code: string, t: TFunction): string {
  const match = AGE_CODE.exec(code);
  if (!match) return code;
  if (match[1] === 'B') return t('REFERENCE.AGE.BIRTH');
  if (match[2]) return t('REFERENCE.AGE.MONTHS', { count: Number(match[2]) });
  return t('REFERENCE.AGE.YEARS', { count: Number(match[3]) });
}

/** A DCI's age range; empty means any age. */
export function ageRangeLabel(codes: readonly string[], t: TFunction): string {
  return codes.length === 0 ? t('REFERENCE.AGE.ANY') : codes.map((code) => ageLabel(code, t)).join(', ');
}
