import type { TranslationShape } from '@evax/shared/runtime';
import type { rabiesAbsentFr } from './absent-fr';

/** Texts of the anti-rabies absent list and its reminder SMS (keys under VACCINATION.RABIES_ABSENT.). */
export const rabiesAbsentEn: TranslationShape<typeof rabiesAbsentFr> = {
  TITLE: 'Anti-rabies absentees',
  MENU: 'Anti-rabies absentees',
  LINK: 'Absent list',
  FILTERS: { STRUCTURE: 'Structure' },
  COLUMNS: { PHONE: 'Phone', DAYS_LATE: 'Late by', REMINDED_ON: 'Last reminder' },
  DAYS_LATE_one: '{{count}} day',
  DAYS_LATE_other: '{{count}} days',
  REMIND: 'Send a reminder',
  REMINDED_TODAY: 'Reminder sent',
  REMIND_TITLE: 'SMS reminder',
  REMIND_CONFIRM: 'Send a reminder to {{name}} ({{days}} days late) at',
  SMS_LANGUAGE: 'SMS language',
  LANGUAGES: { fr: 'French', ar: 'Arabic' },
  SEND: 'Send',
  REMINDER_SENT: 'Reminder sent to {{phone}}',
  REMIND_SELECTED: 'Remind the selected ({{count}})',
  REMIND_SELECTED_TITLE: 'SMS reminders',
  REMIND_SELECTED_CONFIRM: 'Send a reminder to each selected sheet ({{count}})? A sheet already reminded today or without a phone is left out.',
  REMINDERS_SENT: 'Reminders: {{sent}} sent, {{refused}} not sent',
};
