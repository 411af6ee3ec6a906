import type { TranslationShape } from '@evax/shared/runtime';
import { childEn } from '../child/i18n/en';
import { citizenEn } from '../citizen/i18n/en';
import { medicalFolderEn } from '../medical-folder/i18n/en';
import { mapiEn } from '../medical-folder/i18n/mapi.en';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  CITIZEN: {
    MENU: {
      CHILDREN: 'Children',
      CHILD_SEARCH: 'Search a child',
      CITIZENS: 'Citizens',
    },
    ...childEn,
    ...citizenEn,
    ...medicalFolderEn,
    ...mapiEn,
  },
};
