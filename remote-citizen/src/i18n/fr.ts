/** Texts of the citizen area (keys under CITIZEN.). */
export const fr = {
  CITIZEN: {
    MENU: {
      CHILDREN: 'Enfants',
    },
    CHILDREN: {
      SEARCH: 'N° eVax ou nom',
      COUNT_one: '{{count}} enfant',
      COUNT_many: '{{count}} d’enfants',
      COUNT_other: '{{count}} enfants',
      COLUMNS: {
        EVAX_NUMBER: 'N° eVax',
        NAME: 'Nom et prénom',
        BIRTH_DATE: 'Date de naissance',
        GENDER: 'Sexe',
        GOVERNORATE: 'Gouvernorat',
        STRUCTURE: 'Structure',
      },
      GENDER: {
        male: 'Garçon',
        female: 'Fille',
      },
    },
  },
} as const;
