/** Texts of the shell: layout, home, error pages, areas. */
export const fr = {
  APP: {
    NAME: 'eVax',
    TAGLINE: 'Programme national de vaccination des enfants',
  },
  MENU: {
    HOME: 'Accueil',
    TOGGLE: 'Afficher ou masquer le menu',
  },
  HEADER: {
    WELCOME: 'Bienvenue',
    SUPERUSER: 'Super administrateur',
    DSSB: 'Niveau national (DSSB)',
  },
  HOME: {
    WELCOME: 'Bienvenue, {{name}}',
    DESC: 'Voici le travail que vous pouvez faire aujourd’hui.',
    NOTHING: 'Aucun espace de travail ne vous est encore ouvert : adressez-vous à votre administrateur.',
    OPEN: 'Ouvrir',
  },
  AREA: {
    LOADING: "Chargement de l'espace…",
    UNAVAILABLE: {
      TITLE: 'Espace indisponible',
      DESC: "Cet espace n'a pas pu être chargé. Les autres espaces restent utilisables.",
    },
  },
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
