/** The medical folder's texts shared by the areas (the allergy banner, the WHO bands). */
export const medicalFolderFr = {
  MEDICAL_FOLDER: {
    ALLERGY_BANNER: {
      TITLE_one: 'Allergie connue',
      TITLE_many: 'Allergies connues ({{count}})',
      TITLE_other: 'Allergies connues ({{count}})',
    },
    Z_SCORE: { NONE: 'Pas de référence OMS à cet âge' },
    BANDS: {
      SEVERELY_UNDERWEIGHT: 'Insuffisance pondérale sévère',
      UNDERWEIGHT: 'Insuffisance pondérale',
      SEVERELY_STUNTED: 'Retard de croissance sévère',
      STUNTED: 'Retard de croissance',
      VERY_TALL: 'Très grand pour l’âge',
      SEVERELY_WASTED: 'Émaciation sévère',
      WASTED: 'Émaciation',
      RISK_OF_OVERWEIGHT: 'Risque de surpoids',
      OVERWEIGHT: 'Surpoids',
      OBESE: 'Obésité',
      HIGH_WEIGHT_FOR_AGE: 'Poids élevé pour l’âge (voir poids/taille)',
      SEVERE_MICROCEPHALY: 'Microcéphalie sévère',
      MICROCEPHALY: 'Microcéphalie',
      MACROCEPHALY: 'Macrocéphalie',
      SEVERE_MACROCEPHALY: 'Macrocéphalie sévère',
      NORMAL: 'Normal',
    },
  },
} as const;
