import { mergeTrees } from '@evax/shared/runtime';
import { authEn } from '../../auth/i18n/auth.en';
import { oidcEn } from '../../auth/i18n/oidc.en';
import { layoutEn } from '../../layout/i18n/layout.en';

/** The shell's texts the sign-in page shows, in en: the application's name, the sign-in flows'. */
export const signInEn = mergeTrees({ APP: layoutEn.APP }, authEn, oidcEn);
