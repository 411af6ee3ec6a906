import type { TranslationShape } from '@evax/shared/runtime';
import type { fr } from './fr';

export const ar: TranslationShape<typeof fr> = {
  VACCINATION: {
    MENU: {
      ROUTINE: 'التلقيح الروتيني',
    },
    ROUTINE: {
      SEARCH: 'رقم eVax أو الاسم',
      NEVER: 'لا يوجد',
      COLUMNS: {
        EVAX_NUMBER: 'رقم eVax',
        NAME: 'الاسم واللقب',
        BIRTH_DATE: 'تاريخ الولادة',
        DOSES_GIVEN: 'الجرعات المتلقاة',
        LAST_VACCINATION: 'آخر تلقيح',
      },
    },
  },
};
