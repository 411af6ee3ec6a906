import type { TranslationShape } from '@evax/shared/runtime';
import type { rabiesAbsentFr } from './absent-fr';

/** Texts of the anti-rabies absent list and its reminder SMS (keys under VACCINATION.RABIES_ABSENT.). */
export const rabiesAbsentAr: TranslationShape<typeof rabiesAbsentFr> = {
  TITLE: 'المتغيبون عن التلقيح ضد داء الكلب',
  MENU: 'المتغيبون (داء الكلب)',
  LINK: 'قائمة المتغيبين',
  FILTERS: { STRUCTURE: 'الهيكل' },
  COLUMNS: { PHONE: 'الهاتف', DAYS_LATE: 'التأخير', REMINDED_ON: 'آخر تذكير' },
  DAYS_LATE_zero: '{{count}} يوم',
  DAYS_LATE_one: 'يوم واحد',
  DAYS_LATE_two: 'يومان',
  DAYS_LATE_few: '{{count}} أيام',
  DAYS_LATE_many: '{{count}} يومًا',
  DAYS_LATE_other: '{{count}} يوم',
  REMIND: 'إرسال تذكير',
  REMINDED_TODAY: 'تم إرسال التذكير',
  REMIND_TITLE: 'تذكير عبر الإرسالية القصيرة',
  REMIND_CONFIRM: 'إرسال تذكير إلى {{name}} (تأخير {{days}} أيام) على الرقم',
  SMS_LANGUAGE: 'لغة الإرسالية',
  LANGUAGES: { fr: 'الفرنسية', ar: 'العربية' },
  SEND: 'إرسال',
  REMINDER_SENT: 'تم إرسال التذكير إلى {{phone}}',
  REMIND_SELECTED: 'تذكير المحددين ({{count}})',
  REMIND_SELECTED_TITLE: 'تذكيرات بالرسائل القصيرة',
  REMIND_SELECTED_CONFIRM: 'إرسال تذكير إلى كل بطاقة محددة ({{count}})؟ تُستثنى البطاقة التي أُرسل لها تذكير اليوم أو التي ليس لها هاتف.',
  REMINDERS_SENT: 'التذكيرات: {{sent}} مرسلة، {{refused}} غير مرسلة',
};
