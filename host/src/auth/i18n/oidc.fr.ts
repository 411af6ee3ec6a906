/** Texts of the professional-body (OpenID Connect) login. */
export const oidcFr = {
  OIDC: {
    OR: 'ou',
    BUTTON: "Se connecter avec l'Ordre des médecins",
    REDIRECTING: "Redirection vers l'Ordre des médecins…",
    SIGNING_IN: 'Connexion en cours…',
    FAILED: "La connexion par l'Ordre des médecins a échoué. Veuillez réessayer.",
    BACK_TO_LOGIN: 'Retour à la connexion',
    REGISTER: {
      TITLE: 'Première connexion',
      DESC: "Votre compte de professionnel de santé privé va être créé. Vérifiez les informations transmises par l'Ordre des médecins.",
      FIRST_NAME_FR: 'Prénom (français)',
      LAST_NAME_FR: 'Nom (français)',
      FIRST_NAME_AR: 'Prénom (arabe)',
      LAST_NAME_AR: 'Nom (arabe)',
      EMAIL: 'Adresse e-mail',
      PHONE: 'Téléphone',
      CNOM_NUMBER: "Numéro d'inscription à l'Ordre",
      SUBMIT: 'Créer mon compte',
    },
  },
};
