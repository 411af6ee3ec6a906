import type { TranslationShape } from '@evax/shared/runtime';
import type { kindFr } from './fr';

export const kindAr: TranslationShape<typeof kindFr> = {
  TITLES: {
    OCCASIONAL: { LIST: 'التلقيح الظرفي', FOLDER: 'التلاقيح الظرفية للطفل', NEW: 'تلقيح ظرفي جديد' },
    SEASONAL: { LIST: 'التلقيح الموسمي', FOLDER: 'التلاقيح الموسمية للطفل', NEW: 'تلقيح موسمي جديد' },
  },
  SEARCH: 'رقم eVax',
  COLUMNS: {
    EVAX_NUMBER: 'رقم eVax',
    NAME: 'الاسم واللقب',
    BIRTH_DATE: 'تاريخ الولادة',
    VACCINE: 'اللقاح',
    DATE: 'التاريخ',
    LOT: 'الحصة',
    SEASON: 'الموسم',
    SITE: 'موضع الحقن',
    PLACE: 'المكان',
    STRUCTURE: 'الهيكل',
    VACCINATOR: 'الملقّح',
    ACTIONS: 'إجراءات',
    DETAILS: 'تفاصيل',
  },
  OPEN_FOLDER: 'الملف',
  FOLDER: {
    NEW: 'تلقيح جديد',
    EMPTY: 'لا يوجد تلقيح من هذا النوع',
    DELETE_CONFIRM: 'حذف هذا التلقيح؟',
    DELETED: 'تم حذف التلقيح',
  },
  EDIT: { TITLE: 'تعديل التلقيح', SAVED: 'تم تعديل التلقيح' },
  NEW: {
    SAVED: 'تم تسجيل التلقيح',
    NO_CAMPAIGN: 'لا توجد حملة موسمية جارية اليوم',
    FIELDS: {
      VACCINE: 'اللقاح',
      CAMPAIGN: 'الحملة',
    },
  },
};
