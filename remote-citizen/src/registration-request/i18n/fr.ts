/** Texts of the registration requests (keys under CITIZEN.REGISTRATION). */
export const registrationFr = {
  REGISTRATION: {
    MENU: 'Demandes d’inscription',
    DETAIL_TITLE: 'Demande d’inscription',
    SEARCH: 'Nom, téléphone ou n° de pièce',
    FILTERS: {
      STATUS: 'État',
      CREATED: 'Date de la demande',
    },
    STATUS: {
      pending: 'En attente',
      accepted: 'Acceptée',
      rejected: 'Refusée',
    },
    COLUMNS: {
      NAME: 'Nom et prénom',
      IDENTITY: 'Pièce d’identité',
      PHONE: 'Téléphone',
      CREATED_AT: 'Déposée le',
      STATUS: 'État',
      ACTIONS: 'Actions',
    },
    IDENTITY: {
      NATIONAL_ID: 'CIN {{number}}',
      PASSPORT: 'Passeport {{number}} ({{nationality}})',
    },
    FIELDS: {
      NAME_FR: 'Nom et prénom (français)',
      NAME_AR: 'Nom et prénom (arabe)',
      DECIDED_AT: 'Décidée le',
      DECIDED_BY: 'Décidée par',
      REASON: 'Motif du refus',
      COMMENT: 'Commentaire',
      FILE: 'Justificatif',
    },
    REASONS: {
      unreadable_picture: 'Photo ou document illisible',
      expired_passport: 'Passeport expiré',
      identity_mismatch: 'Les informations ne correspondent pas à la pièce',
      incomplete_file: 'Dossier incomplet',
      other: 'Autre motif',
    },
    ACTIONS: {
      SHOW: 'Voir',
      ACCEPT: 'Accepter',
      REJECT: 'Refuser',
      DOWNLOAD: 'Télécharger le justificatif',
    },
    ACCEPT: {
      TITLE: 'Accepter la demande',
      MESSAGE: 'Le citoyen {{name}} sera inscrit et pourra se connecter à l’espace citoyen. Cette décision est définitive.',
      DONE: 'La demande est acceptée ; le citoyen est prévenu par SMS',
    },
    REJECT: {
      TITLE: 'Refuser la demande',
      MESSAGE: 'Choisissez le motif du refus. Cette décision est définitive ; le citoyen est prévenu par SMS.',
      DONE: 'La demande est refusée ; le citoyen est prévenu par SMS',
    },
    FILE_LOADING: 'Chargement du justificatif…',
    FILE_IMAGE_ALT: 'Justificatif de {{name}}',
  },
} as const;
