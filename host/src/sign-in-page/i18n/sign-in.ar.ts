import { mergeTrees } from '@evax/shared/runtime';
import { authAr } from '../../auth/i18n/auth.ar';
import { oidcAr } from '../../auth/i18n/oidc.ar';
import { layoutAr } from '../../layout/i18n/layout.ar';

/** The shell's texts the sign-in page shows, in ar: the application's name, the sign-in flows'. */
export const signInAr = mergeTrees({ APP: layoutAr.APP }, authAr, oidcAr);
