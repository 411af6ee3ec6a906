import type { TranslationShape } from '@evax/shared/runtime';
import type { kindFr } from './fr';

export const kindAr: TranslationShape<typeof kindFr> = {
  TITLES: {
    OCCASIONAL: { LIST: 'التلقيح الظرفي', FOLDER: 'التلاقيح الظرفية للطفل', NEW: 'تلقيح ظرفي جديد' },
    SEASONAL: { LIST: 'التلقيح الموسمي', FOLDER: 'التلاقيح الموسمية للطفل', NEW: 'تلقيح موسمي جديد' },
  },
  SEARCH: 'رقم eVax',
  OPEN_CHILD: { LABEL: 'رقم eVax للطفل', OPEN: 'فتح الملف' },
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
  },
  OPEN_FOLDER: 'الملف',
  FOLDER: { BORN_ON: 'تاريخ الولادة {{date}}', NEW: 'تلقيح جديد', BACK: 'رجوع', EMPTY: 'لا يوجد تلقيح من هذا النوع' },
  NEW: {
    SAVED: 'تم تسجيل التلقيح',
    NO_CAMPAIGN: 'لا توجد حملة موسمية جارية اليوم',
    FIELDS: {
      VACCINE: 'اللقاح',
      CAMPAIGN: 'الحملة',
      COMMERCIAL_NAME: 'الاسم التجاري',
      LOT: 'رقم الحصة',
      SITE: 'موضع الحقن',
      DATE: 'تاريخ التلقيح',
      PLACE: 'المكان',
      QUANTITY: 'الكمية',
    },
  },
};
