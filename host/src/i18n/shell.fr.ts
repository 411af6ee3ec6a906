import { mergeTrees } from '@evax/shared/runtime';
import { authFr } from '../auth/i18n/auth.fr';
import { oidcFr } from '../auth/i18n/oidc.fr';
import { errorsFr } from '../errors/i18n/errors.fr';
import { federationFr } from '../federation/i18n/federation.fr';
import { fr as feedbackFr } from '../feedback/i18n/feedback.fr';
import { homeFr } from '../home/i18n/home.fr';
import { layoutFr } from '../layout/i18n/layout.fr';
import { profileFr } from '../profile/i18n/profile.fr';

/** The shell's texts in fr, alone: the page loads the active language's only (load-shell-translations.ts). */
export const shellFr = mergeTrees(layoutFr, homeFr, federationFr, errorsFr, feedbackFr, oidcFr, profileFr, authFr);
