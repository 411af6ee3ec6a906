/**
 * Texts of the sign-in flows: first login, forgot password, structure chooser, centre change.
 * French puts a no-break space (\u00a0) before : ? !
 */
export const authFr = {
  AUTH: {
    LOGIN: {
      FORGOT_LINK: 'Mot de passe oublié\u00a0?',
    },
    PASSWORD: {
      CURRENT: 'Mot de passe actuel',
      NEW: 'Nouveau mot de passe',
      CONFIRM: 'Confirmer le mot de passe',
      RULE: 'Au moins 8 caractères, avec un chiffre, une minuscule, une majuscule et un caractère spécial, sans espace.',
      SUBMIT: 'Enregistrer le mot de passe',
    },
    RESET: {
      TITLE: 'Nouveau mot de passe',
      FIRST_LOGIN_DESC: 'Pour votre première connexion, choisissez un mot de passe personnel.',
      CHANGE_DESC: 'Saisissez votre mot de passe actuel puis le nouveau.',
      SUCCESS: 'Votre mot de passe a été enregistré. Redirection dans quelques secondes…',
      BACK_TO_LOGIN: 'Retour à la connexion',
    },
    FORGOT: {
      TITLE: 'Mot de passe oublié',
      STEP_IDENTIFY: 'Identification',
      STEP_CODE: 'Code SMS',
      STEP_PASSWORD: 'Nouveau mot de passe',
      IDENTIFY_DESC: "Saisissez votre nom d'utilisateur ou votre numéro de téléphone\u00a0: nous vous enverrons un code par SMS.",
      BY_USERNAME: "Nom d'utilisateur",
      BY_PHONE: 'Téléphone',
      PHONE: 'Numéro de téléphone',
      PHONE_INVALID: 'Numéro de téléphone non valide (exemple\u00a0: 22 333 444)',
      SEND_CODE: 'Envoyer le code',
      CODE_DESC: 'Si un compte correspond, un code à {{length}} chiffres vient de lui être envoyé par SMS. Il est valable {{time}}.',
      CODE: 'Code reçu',
      CODE_REQUIRED: 'Saisissez les {{length}} chiffres du code',
      VERIFY_CODE: 'Vérifier le code',
      RESEND: 'Recevoir un nouveau code',
      CODE_EXPIRED: 'Ce code a expiré ou a déjà servi\u00a0: demandez-en un nouveau.',
      PASSWORD_DESC: 'Code vérifié. Choisissez votre nouveau mot de passe.',
      SUCCESS: 'Votre mot de passe a été réinitialisé. Connectez-vous avec le nouveau mot de passe.',
      START_AGAIN: 'Recommencer',
    },
    OTP: {
      ERROR: 'Code incorrect\u00a0: vérifiez le code reçu par SMS.',
    },
    STRUCTURE: {
      TITLE: 'Choisissez votre structure',
      DESC: 'Vous travaillez dans plusieurs structures. Dans laquelle travaillez-vous maintenant\u00a0?',
      CURRENT: 'Structure par défaut',
      CONTINUE: 'Continuer',
    },
    CENTER: {
      CHANGE: 'Changer de structure',
      CHANGED: 'Structure changée\u00a0: {{name}}',
    },
  },
} as const;
