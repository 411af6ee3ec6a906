/** Texts of the reference area under REFERENCE.: the option lists. */
export const optionListFr = {
  LISTS: {
    SEARCH: 'Rechercher une liste',
    NEW: 'Nouvelle liste',
    DELETED: 'La liste a été supprimée',
    SYSTEM: 'Liste du système',
    COLUMNS: {
      CODE: 'Code',
      NAME_FR: 'Nom (français)',
      NAME_AR: 'Nom (arabe)',
      OPTIONS: 'Options',
      RANK: 'Rang',
      VALUE_FR: 'Valeur (français)',
      VALUE_AR: 'Valeur (arabe)',
      ACTIVE: 'Active',
    },
    ACTIVATE: {
      TITLE: 'Activer la liste',
      MESSAGE: 'Voulez-vous vraiment activer cette liste ? Ses choix seront de nouveau proposés.',
      OK: 'Activer',
    },
    DEACTIVATE: {
      TITLE: 'Désactiver la liste',
      MESSAGE: 'Voulez-vous vraiment désactiver cette liste ? Les formulaires ne proposeront plus ses choix.',
      OK: 'Désactiver',
    },
    DELETE: {
      TITLE: 'Supprimer la liste',
      MESSAGE: 'Voulez-vous vraiment supprimer cette liste et ses options ? Cette action est définitive.',
    },
    FORM: {
      ADD_TITLE: 'Nouvelle liste de choix',
      EDIT_TITLE: 'Modifier la liste de choix',
      CODE_HINT: 'Majuscules, chiffres et _, par exemple TYPE_ALLAITEMENT ; il ne change plus ensuite',
      DEFAULT_OPTIONS: 'Options par défaut',
      DEFAULT_HINT: 'Fournies avec le produit : elles ne se modifient pas.',
      ADDED_OPTIONS: 'Options ajoutées',
      ADDED_HINT: "De 1 à {{max}} options ; l'ordre est celui des listes déroulantes.",
      ADD_OPTION: 'Ajouter une option',
      MOVE_UP: "Monter l'option {{position}}",
      MOVE_DOWN: "Descendre l'option {{position}}",
      REMOVE: "Retirer l'option {{position}}",
      OPTIONS_MIN: 'Ajoutez au moins une option',
      OPTIONS_MAX: '{{max}} options au plus',
      NO_CHOICE: 'Au moins une option doit être active',
      COUNT: '{{count}} / {{max}}',
    },
    SHOW: {
      NONE: 'Aucune option',
    },
  },
} as const;
