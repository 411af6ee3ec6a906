/** Texts of the home page. */
export const homeFr = {
  HOME: {
    WELCOME: 'Bienvenue, {{name}}',
    DESC: 'Voici le travail que vous pouvez faire aujourd’hui.',
    NOTHING: 'Aucun espace de travail ne vous est encore ouvert : adressez-vous à votre administrateur.',
    OPEN: 'Ouvrir',
  },
} as const;
