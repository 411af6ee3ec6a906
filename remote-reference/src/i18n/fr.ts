/** Texts of the reference area (keys under REFERENCE., so they never clash with another area's). */
export const fr = {
  REFERENCE: {
    MENU: {
      DCI: 'DCI',
    },
    DCI: {
      SEARCH: 'Rechercher une DCI',
      COLUMNS: {
        NAME: 'Dénomination commune (DCI)',
        VACCINE_TYPE: 'Type de vaccin',
        CATEGORY: 'Catégorie',
        AGE_RANGE: "Tranche d'âge",
        STATUS: 'Statut',
      },
      STATUS: {
        ACTIVE: 'Active',
        ARCHIVED: 'Archivée',
      },
      ACTIVATE: {
        TITLE: 'Activer la DCI',
        MESSAGE: 'Voulez-vous vraiment activer cette DCI ?',
        OK: 'Activer',
      },
      DEACTIVATE: {
        TITLE: 'Désactiver la DCI',
        MESSAGE: 'Voulez-vous vraiment désactiver cette DCI ?',
        OK: 'Désactiver',
      },
      DELETE: {
        TITLE: 'Supprimer la DCI',
        MESSAGE: 'Voulez-vous vraiment supprimer cette DCI ? Cette action est définitive.',
      },
      VACCINE_TYPE: {
        live_attenuated: 'Vivant atténué',
        inactivated: 'Inactivé',
        toxoid: 'Anatoxine',
        conjugate: 'Conjugué',
        subunit: 'Sous-unitaire',
        recombinant: 'Recombinant',
        combined: 'Combiné',
        mrna: 'ARN messager',
        immunoglobulin: 'Immunoglobuline',
      },
      CATEGORY: {
        routine: 'Routine',
        occasional: 'Occasionnelle',
        seasonal: 'Saisonnière',
        international: 'Internationale',
        rabies: 'Antirabique',
      },
    },
    ACTIONS: {
      TITLE: 'Actions',
      SHOW: 'Afficher',
      EDIT: 'Modifier',
      ACTIVATE: 'Activer',
      DEACTIVATE: 'Désactiver',
      DELETE: 'Supprimer',
      CANCEL: 'Annuler',
      NEW: 'Nouvelle DCI',
    },
    MESSAGES: {
      SAVED: 'Votre action est bien enregistrée',
      DELETED: 'La DCI a été supprimée',
    },
    AGE: {
      ANY: 'Tout âge',
      BIRTH: 'Naissance',
      MONTHS: '{{count}} mois',
      ONE_YEAR: '1 an',
      YEARS: '{{count}} ans',
    },
  },
} as const;
