/** The medical folder's texts shared by the areas (the allergy banner, the WHO bands). */
export const medicalFolderEn = {
  MEDICAL_FOLDER: {
    ALLERGY_BANNER: {
      TITLE_one: 'Known allergy',
      TITLE_other: 'Known allergies ({{count}})',
    },
    Z_SCORE: { NONE: 'No WHO reference at this age' },
    BANDS: {
      SEVERELY_UNDERWEIGHT: 'Severely underweight',
      UNDERWEIGHT: 'Underweight',
      SEVERELY_STUNTED: 'Severely stunted',
      STUNTED: 'Stunted',
      VERY_TALL: 'Very tall for age',
      SEVERELY_WASTED: 'Severely wasted',
      WASTED: 'Wasted',
      RISK_OF_OVERWEIGHT: 'Possible risk of overweight',
      OVERWEIGHT: 'Overweight',
      OBESE: 'Obese',
      HIGH_WEIGHT_FOR_AGE: 'High weight for age (see weight-for-height)',
      SEVERE_MICROCEPHALY: 'Severe microcephaly',
      MICROCEPHALY: 'Microcephaly',
      MACROCEPHALY: 'Macrocephaly',
      SEVERE_MACROCEPHALY: 'Severe macrocephaly',
      NORMAL: 'Normal',
    },
  },
} as const;
