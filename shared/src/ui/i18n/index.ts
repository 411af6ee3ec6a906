import { mergeTranslations, type TranslationBundles } from '@evax/shared/runtime';
import { ar } from './ar.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { widgetsAr } from './widgets.ar.js';
import { widgetsEn } from './widgets.en.js';
import { widgetsFr } from './widgets.fr.js';

export const uiTranslations: TranslationBundles = mergeTranslations({ fr, ar, en }, { fr: widgetsFr, ar: widgetsAr, en: widgetsEn });
