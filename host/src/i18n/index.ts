import { mergeTranslations, type TranslationBundles } from '@evax/shared/runtime';
import { authTranslations } from '../auth/i18n/auth';
import { oidcAr } from '../auth/i18n/oidc.ar';
import { oidcEn } from '../auth/i18n/oidc.en';
import { oidcFr } from '../auth/i18n/oidc.fr';
import { errorsAr } from '../errors/i18n/errors.ar';
import { errorsEn } from '../errors/i18n/errors.en';
import { errorsFr } from '../errors/i18n/errors.fr';
import { federationAr } from '../federation/i18n/federation.ar';
import { federationEn } from '../federation/i18n/federation.en';
import { federationFr } from '../federation/i18n/federation.fr';
import { ar as feedbackAr } from '../feedback/i18n/feedback.ar';
import { en as feedbackEn } from '../feedback/i18n/feedback.en';
import { fr as feedbackFr } from '../feedback/i18n/feedback.fr';
import { homeAr } from '../home/i18n/home.ar';
import { homeEn } from '../home/i18n/home.en';
import { homeFr } from '../home/i18n/home.fr';
import { layoutAr } from '../layout/i18n/layout.ar';
import { layoutEn } from '../layout/i18n/layout.en';
import { layoutFr } from '../layout/i18n/layout.fr';
import { profileAr } from '../profile/i18n/profile.ar';
import { profileEn } from '../profile/i18n/profile.en';
import { profileFr } from '../profile/i18n/profile.fr';

/** The shell's texts: each feature keeps its own in <feature>/i18n/. */
export const shellTranslations: TranslationBundles = mergeTranslations(
  { fr: layoutFr, ar: layoutAr, en: layoutEn },
  { fr: homeFr, ar: homeAr, en: homeEn },
  { fr: federationFr, ar: federationAr, en: federationEn },
  { fr: errorsFr, ar: errorsAr, en: errorsEn },
  { fr: feedbackFr, ar: feedbackAr, en: feedbackEn },
  { fr: oidcFr, ar: oidcAr, en: oidcEn },
  { fr: profileFr, ar: profileAr, en: profileEn },
  authTranslations,
);
