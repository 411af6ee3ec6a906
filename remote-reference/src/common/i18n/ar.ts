import type { TranslationShape } from '@evax/shared/runtime';
import type { commonFr } from './fr';

export const commonAr: TranslationShape<typeof commonFr> = {
  MENU: {
    DCI: 'التسميات المشتركة الدولية',
    SPECIALTY: 'الاختصاصات',
    LISTS: 'قوائم الاختيارات',
    CAMPAIGN: 'الحملات الموسمية',
  },
};
