import { mergeTranslations, type TranslationBundles } from '@evax/shared/runtime';
import { ar } from './ar.js';
import { en } from './en.js';
import { fr } from './fr.js';
import { commonAr } from './common.ar.js';
import { commonEn } from './common.en.js';
import { commonFr } from './common.fr.js';
import { ar as errorCatalogueAr } from './error-catalogue.ar.js';
import { en as errorCatalogueEn } from './error-catalogue.en.js';
import { fr as errorCatalogueFr } from './error-catalogue.fr.js';
import { formTranslations } from './form.js';
import { widgetsAr } from './widgets.ar.js';
import { widgetsEn } from './widgets.en.js';
import { widgetsFr } from './widgets.fr.js';
import { medicalFolderAr } from './medical-folder.ar.js';
import { medicalFolderEn } from './medical-folder.en.js';
import { medicalFolderFr } from './medical-folder.fr.js';

export const uiTranslations: TranslationBundles = mergeTranslations(
  { fr, ar, en },
  { fr: errorCatalogueFr, ar: errorCatalogueAr, en: errorCatalogueEn },
  formTranslations,
  { fr: commonFr, ar: commonAr, en: commonEn },
  { fr: widgetsFr, ar: widgetsAr, en: widgetsEn },
  { fr: medicalFolderFr, ar: medicalFolderAr, en: medicalFolderEn },
);
