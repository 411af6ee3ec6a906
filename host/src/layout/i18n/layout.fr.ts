/** Texts of the layout: app name, menu, header. */
export const layoutFr = {
  APP: {
    NAME: 'eVax',
    TAGLINE: 'Programme national de vaccination des enfants',
  },
  MENU: {
    HOME: 'Accueil',
    TOGGLE: 'Afficher ou masquer le menu',
    MAIN: 'Menu principal',
  },
  HEADER: {
    WELCOME: 'Bienvenue',
    SUPERUSER: 'Super administrateur',
    DSSB: 'Niveau national (DSSB)',
  },
} as const;
