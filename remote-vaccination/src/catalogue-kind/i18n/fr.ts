/** Texts of occasional and seasonal vaccination (keys under VACCINATION.KIND.). */
export const kindFr = {
  TITLES: {
    OCCASIONAL: { LIST: 'Vaccination occasionnelle', FOLDER: 'Vaccinations occasionnelles de l’enfant', NEW: 'Nouvelle vaccination occasionnelle' },
    SEASONAL: { LIST: 'Vaccination saisonnière', FOLDER: 'Vaccinations saisonnières de l’enfant', NEW: 'Nouvelle vaccination saisonnière' },
  },
  SEARCH: 'N° eVax',
  OPEN_CHILD: { LABEL: 'N° eVax de l’enfant', OPEN: 'Ouvrir le dossier' },
  COLUMNS: {
    EVAX_NUMBER: 'N° eVax',
    NAME: 'Nom et prénom',
    BIRTH_DATE: 'Date de naissance',
    VACCINE: 'Vaccin',
    DATE: 'Date',
    LOT: 'Lot',
    SEASON: 'Saison',
    SITE: "Site d'injection",
    PLACE: 'Lieu',
    STRUCTURE: 'Structure',
    VACCINATOR: 'Vaccinateur',
    ACTIONS: 'Actions',
  },
  OPEN_FOLDER: 'Dossier',
  FOLDER: { BORN_ON: 'Né(e) le {{date}}', NEW: 'Nouvelle vaccination', BACK: 'Retour', EMPTY: 'Aucune vaccination de ce type' },
  NEW: {
    SAVED: 'La vaccination est enregistrée',
    NO_CAMPAIGN: 'Aucune campagne saisonnière en cours aujourd’hui',
    FIELDS: {
      VACCINE: 'Vaccin',
      CAMPAIGN: 'Campagne',
      COMMERCIAL_NAME: 'Nom commercial',
      LOT: 'Numéro de lot',
      SITE: "Site d'injection",
      DATE: 'Date de vaccination',
      PLACE: 'Lieu',
      QUANTITY: 'Quantité',
    },
  },
};
