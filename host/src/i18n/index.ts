import { mergeTranslations, type TranslationBundles } from '@evax/shared/runtime';
import { ar } from './ar';
import { authTranslations } from './auth';
import { en } from './en';
import { fr } from './fr';
import { oidcAr } from './oidc.ar';
import { oidcEn } from './oidc.en';
import { oidcFr } from './oidc.fr';
import { profileAr } from './profile.ar';
import { profileEn } from './profile.en';
import { profileFr } from './profile.fr';
import { ar as feedbackAr } from './shell-feedback.ar';
import { en as feedbackEn } from './shell-feedback.en';
import { fr as feedbackFr } from './shell-feedback.fr';

export const shellTranslations: TranslationBundles = mergeTranslations(
  { fr, ar, en },
  { fr: feedbackFr, ar: feedbackAr, en: feedbackEn },
  { fr: oidcFr, ar: oidcAr, en: oidcEn },
  { fr: profileFr, ar: profileAr, en: profileEn },
  authTranslations,
);
