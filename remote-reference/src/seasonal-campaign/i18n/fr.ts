/** Texts of the reference area under REFERENCE.: the seasonal campaigns. */
export const seasonalCampaignFr = {
  CAMPAIGN: {
    FORM: {
      ADD_TITLE: 'Nouvelle campagne saisonnière',
      EDIT_TITLE: 'Modifier la campagne saisonnière',
      SEASON_HINT: 'Par exemple 2027-2028',
      CODE_HINT: 'Majuscules, chiffres et _, par exemple INFLUENZA_2027_2028',
    },
    SEARCH: 'Rechercher une campagne',
    NEW: 'Nouvelle campagne',
    DELETED: 'La campagne a été supprimée',
    ACTIVATE: {
      TITLE: 'Activer la campagne',
      MESSAGE: 'Voulez-vous vraiment activer cette campagne ? Elle sera proposée pendant ses dates.',
      OK: 'Activer',
    },
    DEACTIVATE: {
      TITLE: 'Désactiver la campagne',
      MESSAGE: 'Voulez-vous vraiment désactiver cette campagne ? Elle ne sera plus proposée.',
      OK: 'Désactiver',
    },
    DELETE: {
      TITLE: 'Supprimer la campagne',
      MESSAGE: 'Voulez-vous vraiment supprimer cette campagne ? Cette action est irréversible.',
    },
    COLUMNS: {
      NAME: 'Campagne',
      NAME_FR: 'Nom en français',
      NAME_AR: 'Nom en arabe',
      SEASON: 'Saison',
      CODE: 'Code',
      START_DATE: 'Date de début',
      END_DATE: 'Date de fin',
      DOSES: 'Vaccinations',
    },
  },
} as const;
