import type { RabiesReminderLanguage } from '@evax/shared/contract';
import { dayMonthYear } from '@evax/shared/validation';

const REMINDER_TEXT: Record<RabiesReminderLanguage, (due: string) => string> = {
  fr: (due) => `eVax : rappel de vaccination antirabique. Votre prochaine dose était prévue le ${due}. Présentez-vous au centre de vaccination au plus tôt.`,
  ar: (due) => `eVax: تذكير بالتلقيح ضد داء الكلب. كانت جرعتك القادمة مقررة يوم ${due}. يرجى التوجه إلى مركز التلقيح في أقرب وقت.`,
};

/** The reminder SMS of a late anti-rabies dose (no code in it: the log keeps it whole). */
export function reminderText(language: RabiesReminderLanguage, nextDoseDate: string): string {
  return REMINDER_TEXT[language](dayMonthYear(nextDoseDate));
}
