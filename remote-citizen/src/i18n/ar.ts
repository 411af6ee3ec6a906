import type { TranslationShape } from '@evax/shared/runtime';
import { childAr } from '../child/i18n/ar';
import { citizenAr } from '../citizen/i18n/ar';
import { medicalFolderAr } from '../medical-folder/i18n/ar';
import { mapiAr } from '../medical-folder/i18n/mapi.ar';
import type { fr } from './fr';

export const ar: TranslationShape<typeof fr> = {
  CITIZEN: {
    MENU: {
      CHILDREN: 'الأطفال',
      CHILD_SEARCH: 'البحث عن طفل',
      CITIZENS: 'المواطنون',
    },
    ...childAr,
    ...citizenAr,
    ...medicalFolderAr,
    ...mapiAr,
  },
};
