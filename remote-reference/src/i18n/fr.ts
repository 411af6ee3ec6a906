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
      FORM: {
        ADD_TITLE: 'Nouvelle DCI',
        EDIT_TITLE: 'Modifier la DCI',
        AGE_RANGE_HINT: 'Vide : tout âge',
      },
      SHOW: {
        SPECIALTIES: 'Spécialités',
        SPECIALTIES_LINK: 'Voir les spécialités ({{count}})',
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
      SAVE: 'Enregistrer',
      BACK: 'Retour',
    },
    MESSAGES: {
      SAVED: 'Votre action est bien enregistrée',
      DELETED: 'La DCI a été supprimée',
    },
    SPECIALTY: {
      OF_DCI: 'Spécialités de la DCI',
      NO_REMINDER: 'Aucun rappel',
      DAYS: '{{count}} jours',
      COLUMNS: {
        PCT_CODE: 'Code PCT',
        COMMERCIAL_NAME: 'Nom commercial',
        MANUFACTURER: 'Fabricant',
        LABEL: 'Présentation',
        REMINDER: 'Rappel',
      },
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
