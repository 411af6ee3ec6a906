import { mergeTrees } from '@evax/shared/runtime';
import { fr } from './fr.js';
import { commonFr } from './common.fr.js';
import { fr as errorCatalogueFr } from './error-catalogue.fr.js';
import { formFr } from './form.fr.js';
import { medicalFolderFr } from './medical-folder.fr.js';
import { widgetsFr } from './widgets.fr.js';

/** The UI kit's texts in fr, alone: the page loads the active language's only (load-ui-translations.ts). */
export const uiFr = mergeTrees(fr, errorCatalogueFr, formFr, commonFr, widgetsFr, medicalFolderFr);
