import { mergeTranslations, type TranslationBundles } from '@evax/shared/runtime';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { profileAr } from './profile.ar';
import { profileEn } from './profile.en';
import { profileFr } from './profile.fr';

export const shellTranslations: TranslationBundles = mergeTranslations({ fr, ar, en }, { fr: profileFr, ar: profileAr, en: profileEn });
