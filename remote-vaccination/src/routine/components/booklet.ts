import type { TFunction } from 'i18next';
import type { BookletEntryAnswer, BookletState, Language } from '@evax/shared/contract';
import { scheduleAge } from '@evax/shared/validation';

/** A dose still awaited: it may be postponed or cancelled. */
export const PENDING_STATES: readonly BookletState[] = ['due', 'overdue', 'not_yet', 'postponed'];
/** A dose that may be given now. */
export const GIVABLE_STATES: readonly BookletState[] = ['due', 'overdue', 'postponed'];

/** "Vaccin pentavalent DTC-Hib-HB - 2" in the interface's language. */
export const doseLabel = (entry: BookletEntryAnswer, language: Language): string =>
  `${language === 'ar' ? entry.dciNameAr : entry.dciName} - ${entry.doseNumber}`;

/** A schedule age code (B, M2, Y6) in words of the interface's language: "À la naissance", "2 mois", "6 ans"; an unknown code as it is. */
export function ageLabel(code: string, t: TFunction): string {
  const age = scheduleAge(code);
  if (!age) return code;
  return age.unit === 'birth'
    ? t('VACCINATION.ROUTINE.AGES.BIRTH')
    : t(`VACCINATION.ROUTINE.AGES.${age.unit === 'months' ? 'MONTHS' : 'YEARS'}`, { count: age.count });
}
