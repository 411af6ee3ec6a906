import { mergeTranslations, type TranslationBundles } from '@evax/shared/runtime';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { oidcAr } from './oidc.ar';
import { oidcEn } from './oidc.en';
import { oidcFr } from './oidc.fr';

export const shellTranslations: TranslationBundles = mergeTranslations(
  { fr, ar, en },
  { fr: oidcFr, ar: oidcAr, en: oidcEn },
);
