/** Texts of the vaccination area's entry page (keys under VACCINATION.ENTRY.). */
export const entryFr = {
  INTRO: 'Choisissez le type de vaccination',
  OPEN: 'Ouvrir',
  COUNTS: "Les enfants de votre structure aujourd'hui",
  OVERDUE: 'En retard : {{count}}',
  DUE: 'Dose à faire : {{count}}',
  KINDS: {
    routine: 'Vaccination de routine : le calendrier national des enfants',
    occasional: 'Vaccination occasionnelle : un vaccin du catalogue hors calendrier',
    seasonal: 'Vaccination saisonnière : les campagnes (grippe...)',
    international: 'Vaccination internationale : les voyageurs',
    rabies: 'Vaccination antirabique : les fiches après une morsure ou préventives',
  },
} as const;
