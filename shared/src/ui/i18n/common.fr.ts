/** The vocabulary every area uses (actions, statuses, columns, messages, import and export): COMMON.*, never another entity's keys. */
export const commonFr = {
  COMMON: {
    ACTIONS: {
      TITLE: 'Actions',
      SHOW: 'Afficher',
      EDIT: 'Modifier',
      ACTIVATE: 'Activer',
      DEACTIVATE: 'Désactiver',
      DELETE: 'Supprimer',
      CANCEL: 'Annuler',
      SAVE: 'Enregistrer',
      BACK: 'Retour',
    },
    STATUS: {
      ACTIVE: 'Active',
      ARCHIVED: 'Archivée',
    },
    COLUMNS: {
      STATUS: 'Statut',
    },
    MESSAGES: {
      SAVED: 'Votre action est bien enregistrée',
    },
    FILES: {
      EXPORT_CSV: 'Exporter (CSV)',
      EXPORT_XLSX: 'Exporter (XLSX)',
      IMPORT: 'Importer',
      CHOOSE: 'Choisir un fichier CSV ou XLSX',
      SEND: 'Importer',
      CLOSE: 'Fermer',
      COMMITTED: "L'import a été enregistré",
      NOT_COMMITTED: "Rien n'a été enregistré : corrigez les lignes rejetées puis réessayez",
      TOTAL: 'Lignes',
      IGNORED_COLUMNS: 'Colonnes inconnues ignorées : {{columns}}',
      NO_REJECTED: 'Aucune ligne rejetée',
      TOO_LARGE: 'Fichier trop volumineux ({{size}} Mo au plus)',
      ROW: 'Ligne',
      DETAIL: 'Motif',
      STATUS: {
        created: 'Créées',
        updated: 'Modifiées',
        unchanged: 'Inchangées',
        rejected: 'Rejetées',
      },
      MODE: {
        all_or_nothing: 'Tout ou rien',
        partial: 'Garder les lignes valides',
      },
    },
  },
} as const;
