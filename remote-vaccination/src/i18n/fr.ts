import { routineFr } from '../routine/i18n/fr';

/** Texts of the vaccination area (keys under VACCINATION.), one file per entity. */
export const fr = {
  VACCINATION: {
    MENU: {
      ENTRY: 'Vaccination',
      ROUTINE: 'Vaccination de routine',
      FOLDER: 'Carnet de vaccination',
      NEW: 'Nouvelle vaccination',
    },
    ENTRY: {
      INTRO: 'Choisissez le type de vaccination',
      OPEN: 'Ouvrir',
      KINDS: { routine: 'Vaccination de routine : le calendrier national des enfants' },
    },
    ROUTINE: routineFr,
  },
} as const;
