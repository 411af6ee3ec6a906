/** Texts of occasional and seasonal vaccination (keys under VACCINATION.KIND.). */
export const kindFr = {
  TITLES: {
    OCCASIONAL: { LIST: 'Vaccination occasionnelle', FOLDER: 'Vaccinations occasionnelles de l’enfant', NEW: 'Nouvelle vaccination occasionnelle' },
    SEASONAL: { LIST: 'Vaccination saisonnière', FOLDER: 'Vaccinations saisonnières de l’enfant', NEW: 'Nouvelle vaccination saisonnière' },
  },
  SEARCH: 'N° eVax',
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
    DETAILS: 'Détails',
  },
  OPEN_FOLDER: 'Dossier',
  FOLDER: {
    NEW: 'Nouvelle vaccination',
    EMPTY: 'Aucune vaccination de ce type',
    DELETE_CONFIRM: 'Supprimer cette vaccination ?',
    DELETED: 'La vaccination est supprimée',
  },
  EDIT: { TITLE: 'Modifier la vaccination', SAVED: 'La vaccination est modifiée' },
  NEW: {
    SAVED: 'La vaccination est enregistrée',
    NO_CAMPAIGN: 'Aucune campagne saisonnière en cours aujourd’hui',
    FIELDS: {
      VACCINE: 'Vaccin',
      CAMPAIGN: 'Campagne',
    },
  },
};
