import { mergeTrees } from '@evax/shared/runtime';
import { ar } from './ar.js';
import { commonAr } from './common.ar.js';
import { ar as errorCatalogueAr } from './error-catalogue.ar.js';
import { formAr } from './form.ar.js';
import { medicalFolderAr } from './medical-folder.ar.js';
import { widgetsAr } from './widgets.ar.js';

/** The UI kit's texts in ar, alone: the page loads the active language's only (load-ui-translations.ts). */
export const uiAr = mergeTrees(ar, errorCatalogueAr, formAr, commonAr, widgetsAr, medicalFolderAr);
