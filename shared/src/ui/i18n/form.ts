import type { TranslationBundles } from '@evax/shared/runtime';
import { formAr } from './form.ar.js';
import { formEn } from './form.en.js';
import { formFr } from './form.fr.js';

/** The form toolkit's texts, merged into the shared widgets' bundle. */
export const formTranslations: TranslationBundles = { fr: formFr, ar: formAr, en: formEn };
