import { mergeTrees } from '@evax/shared/runtime';
import { authAr } from '../auth/i18n/auth.ar';
import { oidcAr } from '../auth/i18n/oidc.ar';
import { errorsAr } from '../errors/i18n/errors.ar';
import { federationAr } from '../federation/i18n/federation.ar';
import { ar as feedbackAr } from '../feedback/i18n/feedback.ar';
import { homeAr } from '../home/i18n/home.ar';
import { layoutAr } from '../layout/i18n/layout.ar';
import { profileAr } from '../profile/i18n/profile.ar';

/** The shell's texts in ar, alone: the page loads the active language's only (load-shell-translations.ts). */
export const shellAr = mergeTrees(layoutAr, homeAr, federationAr, errorsAr, feedbackAr, oidcAr, profileAr, authAr);
