import { mergeTrees } from '@evax/shared/runtime';
import { fr } from './fr.js';
import { fr as errorCatalogueFr } from './error-catalogue.fr.js';

/** The UI kit's texts the sign-in page shows, in fr: the login form, the language switcher, the error keys. */
export const signInFr = mergeTrees(fr, errorCatalogueFr);
