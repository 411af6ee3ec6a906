/** Texts of the appointments (keys under VACCINATION.APPOINTMENTS.; issue 32). */
export const appointmentsAr = {
  MENU: 'المواعيد',
  TODAY_TITLE: 'مواعيد اليوم',
  PAST_TITLE: 'المواعيد السابقة',
  CALENDAR_TITLE: 'رزنامة المواعيد',
  SEARCH: 'رقم eVax',
  TRUNCATED: 'مواعيد كثيرة في هذه الفترة: اختر عرض الأسبوع أو اليوم.',
  COLUMNS: { DATE: 'التاريخ', EVAX_NUMBER: 'رقم eVax', CHILD: 'الطفل', DOSE: 'الجرعة', PHONE: 'الهاتف', STATUS: 'الحالة', ACTIONS: 'الإجراءات' },
  STATUS: { PLANNED: 'مبرمج', DONE: 'منجز', POSTPONED: 'مؤجل', CANCELLED: 'ملغى', MISSED: 'فائت' },
  VACCINATE: 'تلقيح',
  OPEN_FOLDER: 'الملف',
  POSTPONE: { ACTION: 'تأجيل', TITLE: 'تأجيل الموعد', DATE: 'التاريخ الجديد', REASON: 'السبب (اختياري)', DONE: 'تم تأجيل الموعد' },
  CANCEL: {
    ACTION: 'إلغاء',
    TITLE: 'إلغاء الموعد',
    REASON: 'سبب الإلغاء',
    WARNING: 'الإلغاء نهائي: لن تُقترح هذه الجرعة مجددًا.',
    DONE: 'تم إلغاء الموعد',
  },
};
