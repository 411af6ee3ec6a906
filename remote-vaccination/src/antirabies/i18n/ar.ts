/** Texts of anti-rabies vaccination (keys under VACCINATION.RABIES.). */
export const rabiesAr = {
  TITLES: { LIST: 'التلقيح ضد داء الكلب', DETAILS: 'بطاقة التلقيح ضد داء الكلب', NEW: 'بطاقة جديدة للتلقيح ضد داء الكلب' },
  SEARCH: 'رقم eVax',
  FILTERS: { STATE: 'الحالة', TYPE: 'النوع' },
  COLUMNS: {
    OPENED_ON: 'تاريخ الفتح',
    EVAX_NUMBER: 'رقم eVax',
    NAME: 'الاسم واللقب',
    TYPE: 'النوع',
    CATEGORY: 'صنف منظمة الصحة العالمية',
    NEXT_DOSE: 'الجرعة القادمة',
    STATE: 'الحالة',
    ACTIONS: 'إجراءات',
  },
  OPEN_SHEET: 'البطاقة',
  OPEN_TOO_LONG: 'مفتوحة منذ أكثر من {{days}} يوما',
  STATES: { IN_PROGRESS: 'جارية', TEMPORARILY_CLOSED: 'مغلقة مؤقتا', CLOSED: 'مغلقة' },
  TYPES: { A1: 'A1 - بعد اعتداء، دون مصل', A2: 'A2 - بعد اعتداء، مع مصل', P: 'وقائية' },
  CATEGORIES: { I: 'الصنف I', II: 'الصنف II', III: 'الصنف III' },
};
