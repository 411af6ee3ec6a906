import type { TranslationBundles } from '@evax/shared/runtime';
import { childAddAr } from './add.ar';
import { childAddEn } from './add.en';
import { childAddFr } from './add.fr';

export const childAddTranslations: TranslationBundles = { fr: childAddFr, ar: childAddAr, en: childAddEn };
