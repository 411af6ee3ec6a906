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
    ADD_CHILD: 'Ajouter un enfant à ce parent',
    MERGE: {
      BUTTON: 'Fusionner un doublon',
      TITLE: 'Fusionner deux fiches du même citoyen',
      FIND: 'Cherchez l’autre fiche de la même personne (nom, CIN ou téléphone). Cette fiche-ci est conservée ; l’autre sera retirée.',
      NONE_FOUND: 'Aucune autre fiche trouvée',
      CHOOSE: 'Choisir',
      OTHER: 'Choisir une autre fiche',
      EXPLAIN:
        'La fiche conservée garde ses valeurs et reçoit celles de l’autre fiche qui lui manquent. L’autre fiche est retirée (gardée pour l’historique) et ses enfants sont transférés.',
      FIELD: 'Champ',
      KEPT: 'Fiche conservée',
      DUPLICATE: 'Fiche retirée',
      RESULT: 'Après la fusion',
      MOVED_one: '{{count}} enfant transféré',
      MOVED_many: '{{count}} d’enfants transférés',
      MOVED_other: '{{count}} enfants transférés',
      CONFIRM: 'Fusionner',
      DONE: 'Les deux fiches ont été fusionnées',
    },
    COLUMNS: {
      NAME: 'Nom et prénom',
      PHONE: 'Téléphone',
      IDENTITY_PAPER: 'CIN ou passeport',
      NATIONALITY: 'Nationalité',
    },
  },
} as const;
