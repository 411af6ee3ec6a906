/** Texts of the vaccination area (keys under VACCINATION.). */
export const fr = {
  VACCINATION: {
    MENU: {
      ROUTINE: 'Vaccination de routine',
    },
    ROUTINE: {
      SEARCH: 'N° eVax ou nom',
      NEVER: 'Aucune',
      COLUMNS: {
        EVAX_NUMBER: 'N° eVax',
        NAME: 'Nom et prénom',
        BIRTH_DATE: 'Date de naissance',
        DOSES_GIVEN: 'Doses reçues',
        LAST_VACCINATION: 'Dernière vaccination',
      },
    },
  },
} as const;
