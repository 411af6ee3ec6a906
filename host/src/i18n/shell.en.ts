import { mergeTrees } from '@evax/shared/runtime';
import { authEn } from '../auth/i18n/auth.en';
import { oidcEn } from '../auth/i18n/oidc.en';
import { errorsEn } from '../errors/i18n/errors.en';
import { federationEn } from '../federation/i18n/federation.en';
import { en as feedbackEn } from '../feedback/i18n/feedback.en';
import { homeEn } from '../home/i18n/home.en';
import { layoutEn } from '../layout/i18n/layout.en';
import { profileEn } from '../profile/i18n/profile.en';

/** The shell's texts in en, alone: the page loads the active language's only (load-shell-translations.ts). */
export const shellEn = mergeTrees(layoutEn, homeEn, federationEn, errorsEn, feedbackEn, oidcEn, profileEn, authEn);
