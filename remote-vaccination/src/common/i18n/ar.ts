import type { TranslationShape } from '@evax/shared/runtime';
import type { commonFr } from './fr';

export const commonAr: TranslationShape<typeof commonFr> = {
  MENU: {
    ENTRY: 'التلقيح',
    ROUTINE: 'التلقيح الروتيني',
    FOLDER: 'دفتر التلقيح',
    NEW: 'تلقيح جديد',
    OCCASIONAL: 'التلقيح الظرفي',
    SEASONAL: 'التلقيح الموسمي',
    INTERNATIONAL: 'التلقيح الدولي',
    RABIES: 'التلقيح ضد داء الكلب',
  },
  CHILD: { BORN_ON: 'تاريخ الولادة {{date}}' },
  OPEN_CHILD: { LABEL: 'رقم eVax للطفل', OPEN: 'فتح الملف' },
  RECORD: {
    FILE: 'الوثيقة المؤيدة',
    ALLERGY_CONFIRMED: 'أُعطيت رغم حساسية (مؤكَّد)',
  },
  DOSE: {
    ALLERGY_WARNING: 'حساسية مسجّلة في الملف الطبي للطفل تستوجب الحذر مع هذا اللقاح. تثبّت ثم أكّد للتلقيح.',
    FIELDS: {
      COMMERCIAL_NAME: 'الاسم التجاري',
      LOT: 'رقم الحصة',
      SITE: 'موضع الحقن',
      DATE: 'تاريخ التلقيح',
      PLACE: 'المكان',
      QUANTITY: 'الكمية',
      FILE: 'الوثيقة المؤيدة (JPEG أو PNG أو PDF)',
      ALLERGY_CONFIRMED: 'أؤكد التلقيح رغم الحساسية المسجّلة',
    },
  },
};
