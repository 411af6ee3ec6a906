/** Texts of the reference area under REFERENCE. that its entities share: the menu. */
export const commonFr = {
  MENU: {
    DCI: 'DCI',
    SPECIALTY: 'Spécialités',
    LISTS: 'Listes de choix',
    CAMPAIGN: 'Campagnes saisonnières',
  },
} as const;
