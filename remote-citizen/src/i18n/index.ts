import type { TranslationBundles } from '@evax/shared/runtime';
import { citizenAreaAr } from './area.ar';
import { citizenAreaEn } from './area.en';
import { citizenAreaFr } from './area.fr';

/** The area's texts in the three languages, for the tests; the host loads one (load-translations.ts). */
export const citizenTranslations: TranslationBundles = { fr: citizenAreaFr, ar: citizenAreaAr, en: citizenAreaEn };
