import { mergeTrees } from '@evax/shared/runtime';
import { authFr } from '../../auth/i18n/auth.fr';
import { oidcFr } from '../../auth/i18n/oidc.fr';
import { layoutFr } from '../../layout/i18n/layout.fr';

/** The shell's texts the sign-in page shows, in fr: the application's name, the sign-in flows'. */
export const signInFr = mergeTrees({ APP: layoutFr.APP }, authFr, oidcFr);
