/** Texts of the reference area under REFERENCE.: the specialties. */
export const specialtyFr = {
  SPECIALTY: {
    IMPORT_TITLE: 'Importer des spécialités',
    FORM: {
      ADD_TITLE: 'Nouvelle spécialité',
      EDIT_TITLE: 'Modifier la spécialité',
      REMINDER_DAYS: 'Rappel (jours)',
      REMINDER_HINT: 'Vide : aucun rappel',
    },
    SEARCH: 'Rechercher une spécialité',
    NEW: 'Nouvelle spécialité',
    DELETED: 'La spécialité a été supprimée',
    ACTIVATE: {
      TITLE: 'Activer la spécialité',
      MESSAGE: 'Voulez-vous vraiment activer cette spécialité ?',
      OK: 'Activer',
    },
    DEACTIVATE: {
      TITLE: 'Désactiver la spécialité',
      MESSAGE: 'Voulez-vous vraiment désactiver cette spécialité ?',
      OK: 'Désactiver',
    },
    DELETE: {
      TITLE: 'Supprimer la spécialité',
      MESSAGE: 'Voulez-vous vraiment supprimer cette spécialité ? Cette action est irréversible.',
    },
    OF_DCI: 'Spécialités de la DCI',
    NO_REMINDER: 'Aucun rappel',
    DAYS_one: '{{count}} jour',
    DAYS_many: '{{count}} jours',
    DAYS_other: '{{count}} jours',
    COLUMNS: {
      DCI: 'DCI',
      PCT_CODE: 'Code PCT',
      COMMERCIAL_NAME: 'Nom commercial',
      MANUFACTURER: 'Fabricant',
      LABEL: 'Présentation',
      LABEL_AR: 'Présentation en arabe',
      REMINDER: 'Rappel',
    },
  },
} as const;
