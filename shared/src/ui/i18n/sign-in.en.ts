import { mergeTrees } from '@evax/shared/runtime';
import { en } from './en.js';
import { en as errorCatalogueEn } from './error-catalogue.en.js';

/** The UI kit's texts the sign-in page shows, in en: the login form, the language switcher, the error keys. */
export const signInEn = mergeTrees(en, errorCatalogueEn);
