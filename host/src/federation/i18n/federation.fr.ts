/** Texts of the areas loaded at runtime. */
export const federationFr = {
  AREA: {
    LOADING: "Chargement de l'espace…",
    UNAVAILABLE: {
      TITLE: 'Espace indisponible',
      DESC: "Cet espace n'a pas pu être chargé. Les autres espaces restent utilisables.",
      NEEDS_NEWER_PORTAL:
        "Cet espace demande une version plus récente du portail : rechargez la page plus tard ou prévenez l'administrateur. Les autres espaces restent utilisables.",
    },
  },
} as const;
