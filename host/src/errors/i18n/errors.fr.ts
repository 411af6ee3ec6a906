/** Texts of the error pages. */
export const errorsFr = {
  GENERAL: {
    BACK_HOME: "Retour à l'accueil",
  },
  ERROR: {
    FORBIDDEN: {
      TITLE: '403',
      SUB_TITLE: 'Accès refusé',
      DESC: "Nous sommes désolés, mais vous n'avez pas accès à cette page",
    },
    NOT_FOUND: {
      TITLE: '404',
      SUB_TITLE: 'Page introuvable',
      DESC: "La page que vous cherchez n'existe pas ou a été déplacée",
    },
    INTERNAL_ERROR: {
      TITLE: '500',
      SUB_TITLE: 'Erreur interne',
      DESC: "Une erreur inattendue est survenue lors de l'affichage de cette page",
    },
  },
} as const;
