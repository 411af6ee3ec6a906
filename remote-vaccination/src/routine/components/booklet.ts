import type { BookletEntryAnswer, BookletState, Language } from '@evax/shared/contract';

/** A dose still awaited: it may be postponed or cancelled. */
export const PENDING_STATES: readonly BookletState[] = ['due', 'overdue', 'not_yet', 'postponed'];
/** A dose that may be given now. */
export const GIVABLE_STATES: readonly BookletState[] = ['due', 'overdue', 'postponed'];

/** "Vaccin pentavalent DTC-Hib-HB - 2" in the interface's language. */
export const doseLabel = (entry: BookletEntryAnswer, language: Language): string =>
  `${language === 'ar' ? entry.dciNameAr : entry.dciName} - ${entry.doseNumber}`;
