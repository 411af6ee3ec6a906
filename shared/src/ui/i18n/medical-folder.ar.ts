/** The medical folder's texts shared by the areas (the allergy banner, the WHO bands). */
export const medicalFolderAr = {
  MEDICAL_FOLDER: {
    ALLERGY_BANNER: {
      TITLE_zero: 'حساسية معروفة',
      TITLE_one: 'حساسية معروفة',
      TITLE_two: 'حساسيتان معروفتان',
      TITLE_few: 'أنواع حساسية معروفة ({{count}})',
      TITLE_many: 'أنواع حساسية معروفة ({{count}})',
      TITLE_other: 'أنواع حساسية معروفة ({{count}})',
    },
    Z_SCORE: { NONE: 'لا يوجد مرجع لمنظمة الصحة العالمية في هذا العمر' },
    BANDS: {
      SEVERELY_UNDERWEIGHT: 'نقص وزن حاد',
      UNDERWEIGHT: 'نقص في الوزن',
      SEVERELY_STUNTED: 'تقزم حاد',
      STUNTED: 'تقزم',
      VERY_TALL: 'طويل جدا بالنسبة للعمر',
      SEVERELY_WASTED: 'هزال حاد',
      WASTED: 'هزال',
      RISK_OF_OVERWEIGHT: 'خطر زيادة الوزن',
      OVERWEIGHT: 'زيادة الوزن',
      OBESE: 'سمنة',
      HIGH_WEIGHT_FOR_AGE: 'وزن مرتفع بالنسبة للعمر (انظر الوزن/الطول)',
      SEVERE_MICROCEPHALY: 'صغر رأس حاد',
      MICROCEPHALY: 'صغر الرأس',
      MACROCEPHALY: 'كبر الرأس',
      SEVERE_MACROCEPHALY: 'كبر رأس حاد',
      NORMAL: 'طبيعي',
    },
  },
} as const;
