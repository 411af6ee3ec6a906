import { routineFr } from '../routine/i18n/fr';
import { kindFr } from '../catalogue-kind/i18n/fr';
import { internationalFr } from '../international/i18n/fr';

/** Texts of the vaccination area (keys under VACCINATION.), one file per entity. */
export const fr = {
  VACCINATION: {
    MENU: {
      ENTRY: 'Vaccination',
      ROUTINE: 'Vaccination de routine',
      FOLDER: 'Carnet de vaccination',
      NEW: 'Nouvelle vaccination',
      OCCASIONAL: 'Vaccination occasionnelle',
      SEASONAL: 'Vaccination saisonnière',
      INTERNATIONAL: 'Vaccination internationale',
    },
    ENTRY: {
      INTRO: 'Choisissez le type de vaccination',
      OPEN: 'Ouvrir',
      COUNTS: "Les enfants de votre structure aujourd'hui",
      OVERDUE: 'En retard : {{count}}',
      DUE: 'Dose à faire : {{count}}',
      KINDS: {
        routine: 'Vaccination de routine : le calendrier national des enfants',
        occasional: 'Vaccination occasionnelle : un vaccin du catalogue hors calendrier',
        seasonal: 'Vaccination saisonnière : les campagnes (grippe...)',
        international: 'Vaccination internationale : les voyageurs',
      },
    },
    ROUTINE: routineFr,
    KIND: kindFr,
    INTERNATIONAL: internationalFr,
  },
} as const;
