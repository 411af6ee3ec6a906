/** Texts of the anti-rabies dashboard (keys under VACCINATION.RABIES_DASHBOARD.). */
export const rabiesDashboardFr = {
  TITLE: 'Tableau de bord antirabique',
  /** Shorter, for the menu's width. */
  MENU: 'Tableau de bord antirabique',
  PERIOD: 'Période d’ouverture des fiches',
  GOVERNORATE: 'Gouvernorat',
  ALL_GOVERNORATES: 'Tous les gouvernorats',
  KPIS: {
    OPENED: 'Fiches ouvertes',
    IN_PROGRESS: 'En cours',
    COMPLETE: 'Protocoles complets',
    ABSENT: 'Absences (dose non faite)',
    CATEGORY_III_SHARE: 'Part de catégorie III',
    CATEGORY_III_OF: '{{n}} sur {{of}} expositions',
    OPEN_TOO_LONG: 'Fiches A1/A2 ouvertes depuis plus de {{days}} jours',
  },
  CHARTS: {
    BY_MONTH: 'Fiches ouvertes par mois',
    BY_CATEGORY: 'Fiches par catégorie OMS',
    OPENED: 'Ouvertes',
    COMPLETE: 'Protocole complet',
    CATEGORIES: { I: 'Catégorie I', II: 'Catégorie II', III: 'Catégorie III', NONE: 'Préventive' },
    NO_DATA: 'Aucune fiche sur cette période',
  },
} as const;
