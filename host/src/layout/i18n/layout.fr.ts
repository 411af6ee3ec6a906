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
    GROUPS: {
      children: 'Enfants et dossiers',
      vaccination: 'Vaccination',
      reference: 'Référentiel',
      administration: 'Administration',
      dashboards: 'Tableaux de bord',
    },
  },
  HEADER: {
    WELCOME: 'Bienvenue',
    SUPERUSER: 'Super administrateur',
    DSSB: 'Niveau national (DSSB)',
  },
} as const;
