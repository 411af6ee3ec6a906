import type { TranslationShape } from '@evax/shared/runtime';
import type { entryFr } from './fr';

export const entryAr: TranslationShape<typeof entryFr> = {
  INTRO: 'اختر نوع التلقيح',
  OPEN: 'فتح',
  COUNTS: 'أطفال هيكلكم اليوم',
  OVERDUE: 'متأخرة: {{count}}',
  DUE: 'جرعة مستحقة: {{count}}',
  KINDS: {
    routine: 'التلقيح الروتيني: الرزنامة الوطنية للأطفال',
    occasional: 'التلقيح الظرفي: لقاح من الفهرس خارج الرزنامة',
    seasonal: 'التلقيح الموسمي: الحملات (النزلة...)',
    international: 'التلقيح الدولي: المسافرون',
    rabies: 'التلقيح ضد داء الكلب: البطاقات بعد عضة أو وقائية',
  },
};
