import type { TranslationShape } from '@evax/shared/runtime';
import { routineAr } from '../routine/i18n/ar';
import type { fr } from './fr';

export const ar: TranslationShape<typeof fr> = {
  VACCINATION: {
    MENU: {
      ENTRY: 'التلقيح',
      ROUTINE: 'التلقيح الروتيني',
      FOLDER: 'دفتر التلقيح',
      NEW: 'تلقيح جديد',
    },
    ENTRY: {
      INTRO: 'اختر نوع التلقيح',
      OPEN: 'فتح',
      KINDS: { routine: 'التلقيح الروتيني: الرزنامة الوطنية للأطفال' },
    },
    ROUTINE: routineAr,
  },
};
