/** Texts of the reference area under REFERENCE.: the DCI catalogue and its age ranges. */
export const dciFr = {
  DCI: {
    NEW: 'Nouvelle DCI',
    DELETED: 'La DCI a été supprimée',
    IMPORT_TITLE: 'Importer des DCI',
    SEARCH: 'Rechercher une DCI',
    COLUMNS: {
      NAME: 'Dénomination commune (DCI)',
      NAME_AR: 'Dénomination commune (DCI) en arabe',
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
  AGE: {
    ANY: 'Tout âge',
    BIRTH: 'Naissance',
    MONTHS_one: '{{count}} mois',
    MONTHS_many: '{{count}} mois',
    MONTHS_other: '{{count}} mois',
    YEARS_one: '{{count}} an',
    YEARS_many: '{{count}} ans',
    YEARS_other: '{{count}} ans',
  },
} as const;
