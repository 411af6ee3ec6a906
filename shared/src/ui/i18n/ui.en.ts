import { mergeTrees } from '@evax/shared/runtime';
import { en } from './en.js';
import { commonEn } from './common.en.js';
import { en as errorCatalogueEn } from './error-catalogue.en.js';
import { formEn } from './form.en.js';
import { medicalFolderEn } from './medical-folder.en.js';
import { widgetsEn } from './widgets.en.js';

/** The UI kit's texts in en, alone: the page loads the active language's only (load-ui-translations.ts). */
export const uiEn = mergeTrees(en, errorCatalogueEn, formEn, commonEn, widgetsEn, medicalFolderEn);
