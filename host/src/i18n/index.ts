import { mergeTranslations, type TranslationBundles } from '@evax/shared/runtime';
import { ar } from './ar';
import { authTranslations } from '../auth/i18n/auth';
import { en } from './en';
import { fr } from './fr';
import { oidcAr } from '../auth/i18n/oidc.ar';
import { oidcEn } from '../auth/i18n/oidc.en';
import { oidcFr } from '../auth/i18n/oidc.fr';
import { profileAr } from '../profile/i18n/profile.ar';
import { profileEn } from '../profile/i18n/profile.en';
import { profileFr } from '../profile/i18n/profile.fr';
import { ar as feedbackAr } from '../feedback/i18n/feedback.ar';
import { en as feedbackEn } from '../feedback/i18n/feedback.en';
import { fr as feedbackFr } from '../feedback/i18n/feedback.fr';

export const shellTranslations: TranslationBundles = mergeTranslations(
  { fr, ar, en },
  { fr: feedbackFr, ar: feedbackAr, en: feedbackEn },
  { fr: oidcFr, ar: oidcAr, en: oidcEn },
  { fr: profileFr, ar: profileAr, en: profileEn },
  authTranslations,
);
