import type { TranslationBundles } from '@evax/shared/runtime';
import { ar } from './ar.js';
import { en } from './en.js';
import { fr } from './fr.js';

export const uiTranslations: TranslationBundles = { fr, ar, en };
