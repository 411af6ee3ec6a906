/** Texts of anti-rabies vaccination (keys under VACCINATION.RABIES.). */
export const rabiesFr = {
  TITLES: { LIST: 'Vaccination antirabique', DETAILS: 'Fiche antirabique', NEW: 'Nouvelle fiche antirabique' },
  SEARCH: 'N° eVax',
  FILTERS: { STATE: 'État', TYPE: 'Type' },
  COLUMNS: {
    OPENED_ON: 'Ouverte le',
    EVAX_NUMBER: 'N° eVax',
    NAME: 'Nom et prénom',
    TYPE: 'Type',
    CATEGORY: 'Catégorie OMS',
    NEXT_DOSE: 'Prochaine dose',
    STATE: 'État',
    ACTIONS: 'Actions',
  },
  OPEN_SHEET: 'Fiche',
  OPEN_TOO_LONG: 'Ouverte depuis plus de {{days}} jours',
  STATES: { IN_PROGRESS: 'En cours', TEMPORARILY_CLOSED: 'Clôturée temporairement', CLOSED: 'Clôturée' },
  TYPES: { A1: 'A1 - après agression, sans sérum', A2: 'A2 - après agression, avec sérum', P: 'Préventive' },
  CATEGORIES: { I: 'Catégorie I', II: 'Catégorie II', III: 'Catégorie III' },
};
