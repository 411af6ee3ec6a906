/** The verify page's texts, in fr (keys under VERIFY.). */
export const verifyFr = {
  VERIFY: {
    TITLE: 'Vérifier un certificat de vaccination',
    PASTE: 'Code du certificat (le texte lu dans son code QR)',
    CHECK: 'Vérifier',
    CHECKING: 'Vérification…',
    VALID: 'Certificat authentique : délivré par eVax et non modifié',
    INVALID: "Ce certificat n'est pas authentique : il a été modifié ou n'a pas été délivré par eVax",
    FAILED: 'La vérification est impossible pour le moment, veuillez réessayer',
    STATES: 'Ce que le certificat atteste',
    CHILD: 'Enfant',
    EVAX_NUMBER: 'Numéro eVax',
    BIRTH_DATE: 'Date de naissance',
    ISSUED_ON: 'Délivré le',
    ISSUER: 'Par',
    CERTIFICATE_ID: 'Certificat n°',
    VACCINE: 'Vaccin',
    DOSE: 'Dose',
    DATE: 'Date',
    OTHER: 'Vérifier un autre certificat',
  },
} as const;
