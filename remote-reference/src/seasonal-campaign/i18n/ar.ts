import type { TranslationShape } from '@evax/shared/runtime';
import type { seasonalCampaignFr } from './fr';

export const seasonalCampaignAr: TranslationShape<typeof seasonalCampaignFr> = {
  CAMPAIGN: {
    FORM: {
      ADD_TITLE: 'حملة موسمية جديدة',
      EDIT_TITLE: 'تعديل الحملة الموسمية',
      SEASON_HINT: 'مثلا 2027-2028',
      CODE_HINT: 'أحرف لاتينية كبيرة وأرقام و _، مثلا INFLUENZA_2027_2028',
    },
    SEARCH: 'البحث عن حملة',
    NEW: 'حملة جديدة',
    DELETED: 'تم حذف الحملة',
    ACTIVATE: {
      TITLE: 'تفعيل الحملة',
      MESSAGE: 'هل تريد حقا تفعيل هذه الحملة؟ ستُقترح خلال تواريخها.',
      OK: 'تفعيل',
    },
    DEACTIVATE: {
      TITLE: 'إلغاء تفعيل الحملة',
      MESSAGE: 'هل تريد حقا إلغاء تفعيل هذه الحملة؟ لن تُقترح بعد الآن.',
      OK: 'إلغاء التفعيل',
    },
    DELETE: {
      TITLE: 'حذف الحملة',
      MESSAGE: 'هل تريد حقا حذف هذه الحملة؟ لا يمكن التراجع عن هذا الإجراء.',
    },
    COLUMNS: {
      NAME: 'الحملة',
      NAME_FR: 'الاسم بالفرنسية',
      NAME_AR: 'الاسم بالعربية',
      SEASON: 'الموسم',
      CODE: 'الرمز',
      START_DATE: 'تاريخ البداية',
      END_DATE: 'تاريخ النهاية',
      DOSES: 'التلاقيح',
    },
  },
};
