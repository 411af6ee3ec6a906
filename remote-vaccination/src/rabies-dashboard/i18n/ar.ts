/** Texts of the anti-rabies dashboard (keys under VACCINATION.RABIES_DASHBOARD.). */
export const rabiesDashboardAr = {
  TITLE: 'لوحة قيادة التلقيح ضد داء الكلب',
  /** Shorter, for the menu's width. */
  MENU: 'لوحة قيادة داء الكلب',
  PERIOD: 'فترة فتح البطاقات',
  GOVERNORATE: 'الولاية',
  ALL_GOVERNORATES: 'كل الولايات',
  KPIS: {
    OPENED: 'البطاقات المفتوحة',
    IN_PROGRESS: 'جارية',
    COMPLETE: 'بروتوكولات مكتملة',
    ABSENT: 'الغيابات (جرعة لم تؤخذ)',
    CATEGORY_III_SHARE: 'نسبة الصنف الثالث',
    CATEGORY_III_OF: '{{n}} من {{of}} تعرضات',
    OPEN_TOO_LONG: 'بطاقات A1/A2 مفتوحة منذ أكثر من {{days}} يوما',
  },
  CHARTS: {
    BY_MONTH: 'البطاقات المفتوحة حسب الشهر',
    BY_CATEGORY: 'البطاقات حسب صنف منظمة الصحة العالمية',
    OPENED: 'مفتوحة',
    COMPLETE: 'بروتوكول مكتمل',
    CATEGORIES: { I: 'الصنف الأول', II: 'الصنف الثاني', III: 'الصنف الثالث', NONE: 'وقائية' },
    NO_DATA: 'لا توجد بطاقات في هذه الفترة',
  },
} as const;
