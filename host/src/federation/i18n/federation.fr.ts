/** Texts of the areas loaded at runtime. */
export const federationFr = {
  AREA: {
    LOADING: "Chargement de l'espace…",
    UNAVAILABLE: {
      TITLE: 'Espace indisponible',
      DESC: "Cet espace n'a pas pu être chargé. Les autres espaces restent utilisables.",
    },
  },
} as const;
