/** Texts of the citizens' list and page (keys under CITIZEN.). */
export const citizenFr = {
  CITIZENS: {
    SEARCH: 'Nom, CIN ou téléphone',
    OPEN: 'Voir',
    SHOW_TITLE: 'Citoyen',
    CHILDREN: 'Enfants',
    NO_CHILDREN: 'Aucun enfant visible',
    EDIT: {
      BUTTON: 'Corriger',
      TITLE: 'Corriger le citoyen',
      SAVED: 'Le citoyen a été corrigé',
    },
    COLUMNS: {
      NAME: 'Nom et prénom',
      PHONE: 'Téléphone',
      IDENTITY_PAPER: 'CIN ou passeport',
      NATIONALITY: 'Nationalité',
    },
  },
} as const;
