/** Texts of the shell's feedback and layout: offline screen, toasts, subheader, scroll-to-top. */
export const fr = {
  ERROR: {
    OFFLINE_ERROR: {
      TITLE: 'Hors ligne',
      SUB_TITLE: 'La connexion au réseau est perdue',
      DESC: 'Vérifiez votre connexion internet. La page reviendra dès que le réseau sera rétabli ; vous pouvez aussi la recharger.',
    },
  },
  GENERAL: {
    REFRESH: 'Actualiser',
    SUCCESS: 'Votre action est bien enregistrée',
  },
  LAYOUT: {
    BREADCRUMB: "Fil d'Ariane",
    SCROLL_TO_TOP: 'Revenir en haut de la page',
    SKIP_TO_CONTENT: 'Aller au contenu',
  },
} as const;
