import { mergeTrees } from '@evax/shared/runtime';
import { ar } from './ar.js';
import { ar as errorCatalogueAr } from './error-catalogue.ar.js';

/** The UI kit's texts the sign-in page shows, in ar: the login form, the language switcher, the error keys. */
export const signInAr = mergeTrees(ar, errorCatalogueAr);
