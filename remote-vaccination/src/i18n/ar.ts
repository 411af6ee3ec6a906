import type { TranslationShape } from '@evax/shared/runtime';
import { routineAr } from '../routine/i18n/ar';
import { kindAr } from '../catalogue-kind/i18n/ar';
import { internationalAr } from '../international/i18n/ar';
import type { fr } from './fr';

export const ar: TranslationShape<typeof fr> = {
  VACCINATION: {
    MENU: {
      ENTRY: 'التلقيح',
      ROUTINE: 'التلقيح الروتيني',
      FOLDER: 'دفتر التلقيح',
      NEW: 'تلقيح جديد',
      OCCASIONAL: 'التلقيح الظرفي',
      SEASONAL: 'التلقيح الموسمي',
      INTERNATIONAL: 'التلقيح الدولي',
    },
    ENTRY: {
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
      },
    },
    ROUTINE: routineAr,
    KIND: kindAr,
    INTERNATIONAL: internationalAr,
  },
};
