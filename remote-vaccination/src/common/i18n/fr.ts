/** Texts of the vaccination area under VACCINATION. that its kinds share: the menu, the child, the dose form's skeleton. */
export const commonFr = {
  MENU: {
    ENTRY: 'Vaccination',
    ROUTINE: 'Vaccination de routine',
    FOLDER: 'Carnet de vaccination',
    NEW: 'Nouvelle vaccination',
    OCCASIONAL: 'Vaccination occasionnelle',
    SEASONAL: 'Vaccination saisonnière',
    INTERNATIONAL: 'Vaccination internationale',
    RABIES: 'Vaccination antirabique',
  },
  CHILD: { BORN_ON: 'Né(e) le {{date}}' },
  OPEN_CHILD: { LABEL: 'N° eVax de l’enfant', OPEN: 'Ouvrir le dossier' },
  RECORD: {
    FILE: 'Pièce justificative',
    ALLERGY_CONFIRMED: 'Donnée malgré une allergie (confirmé)',
  },
  DOSE: {
    ALLERGY_WARNING: "Une allergie du dossier médical de l'enfant appelle à la prudence avec ce vaccin. Vérifiez, puis confirmez pour vacciner.",
    FIELDS: {
      COMMERCIAL_NAME: 'Nom commercial',
      LOT: 'Numéro de lot',
      SITE: "Site d'injection",
      DATE: 'Date de vaccination',
      PLACE: 'Lieu',
      QUANTITY: 'Quantité',
      FILE: 'Pièce justificative (JPEG, PNG ou PDF)',
      ALLERGY_CONFIRMED: "Je confirme la vaccination malgré l'allergie signalée",
    },
  },
} as const;
