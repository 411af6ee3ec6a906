import { mergeTranslations, type TranslationBundles } from '@evax/shared/runtime';
import { ar } from './ar.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { formTranslations } from './form.js';

export const uiTranslations: TranslationBundles = mergeTranslations({ fr, ar, en }, formTranslations);
