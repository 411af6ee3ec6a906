import type { TranslationShape } from '@evax/shared/runtime';
import type { statisticsFr } from './statistics.fr';

export const statisticsAr: TranslationShape<typeof statisticsFr> = {
  STATISTICS: {
    TITLE: {
      national: 'الإحصائيات الوطنية',
      governorate: 'إحصائيات الولاية',
      circonscription: 'إحصائيات الدائرة الصحية',
      centre: 'إحصائيات المركز',
    },
    FILTERS: 'المرشحات',
    GOVERNORATE: 'الولاية',
    ALL_GOVERNORATES: 'كل الولايات',
    CIRCONSCRIPTION: 'الدائرة الصحية',
    ALL_CIRCONSCRIPTIONS: 'كل الدوائر الصحية',
    CENTRE: 'مركز التلقيح',
    ALL_CENTRES: 'كل المراكز',
    VACCINE: 'التلقيح (الجرعات المقدمة)',
    ALL_VACCINES: 'كل التلاقيح',
    PERIOD: 'الفترة',
    AGE_MIN: 'السن الأدنى (سنوات)',
    AGE_MAX: 'السن الأقصى (سنوات)',
    RESET: 'إعادة الضبط',
    KPI: {
      REGISTERED_CHILDREN: 'الأطفال المسجلون',
      DOSES: 'الجرعات المقدمة',
      PAST_DOSES: 'منها {{n}} مسجلة لاحقًا',
      REGISTRATIONS: 'التسجيلات',
      BY_AGENTS: 'من قبل الأعوان: {{n}}',
      BY_CITIZENS: 'من قبل المواطنين: {{n}}',
    },
    DAY: {
      TITLE: 'يوم المركز',
      VACCINATED_TODAY: 'التلاقيح المنجزة اليوم',
      DUE: 'أطفال لديهم جرعة مستحقة',
      OVERDUE: 'أطفال متأخرون',
      REQUESTS_WAITING: 'طلبات التسجيل في الانتظار',
      SERIOUS_MAPI: 'آثار جانبية خطيرة (آخر 30 يومًا)',
      APPOINTMENTS: 'مواعيد اليوم المنتظرة',
    },
    MAP: {
      TITLE: 'التوزيع حسب الولاية',
      INDICATOR: 'مؤشر الخريطة',
      doses: 'الجرعات المقدمة',
      children: 'الأطفال المسجلون',
      registrations: 'التسجيلات',
      LEGEND: 'مفتاح الخريطة',
      NO_DATA: 'لا توجد بيانات',
      CLICK_HINT: 'انقر على ولاية للتصفية.',
      ATTRIBUTION: '© مساهمو OpenStreetMap، geoBoundaries (ODbL)',
    },
  },
};
