import type { TranslationBundles } from '@evax/shared/runtime';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';

/** The area's texts in the three languages, for the tests; the host loads one (load-translations.ts). */
export const referenceTranslations: TranslationBundles = { fr, ar, en };
