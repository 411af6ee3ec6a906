import type { TranslationShape } from '@evax/shared/runtime';
import type { citizenFr } from './fr';

export const citizenAr: TranslationShape<typeof citizenFr> = {
  CITIZENS: {
    SEARCH: 'الاسم أو بطاقة التعريف أو الهاتف',
    OPEN: 'عرض',
    SHOW_TITLE: 'المواطن',
    CHILDREN: 'الأطفال',
    NO_CHILDREN: 'لا أطفال ظاهرين',
    EDIT: {
      BUTTON: 'تصحيح',
      TITLE: 'تصحيح بيانات المواطن',
      SAVED: 'تم تصحيح بيانات المواطن',
    },
    COLUMNS: {
      NAME: 'الاسم واللقب',
      PHONE: 'الهاتف',
      IDENTITY_PAPER: 'بطاقة التعريف أو جواز السفر',
      NATIONALITY: 'الجنسية',
    },
  },
};
