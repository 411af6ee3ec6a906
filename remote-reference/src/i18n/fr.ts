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
      MONTHS: '{{count}} mois',
      ONE_YEAR: '1 an',
      YEARS: '{{count}} ans',
    },
  },
} as const;
