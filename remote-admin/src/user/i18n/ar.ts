import type { TranslationShape } from '@evax/shared/runtime';
import type { userFr } from './fr';

export const userAr: TranslationShape<typeof userFr> = {
  USERS: {
    SEARCH: 'اسم المستخدم أو الاسم أو البريد الإلكتروني',
    FILTERS: { ROLE: 'الدور', STRUCTURE: 'الهيكل' },
    NEW: 'مستخدم جديد',
    DELETED: 'تم نقل المستخدم إلى سلة المحذوفات',
    COLUMNS: {
      USERNAME: 'اسم المستخدم',
      NAME: 'الاسم واللقب',
      NAME_FR: 'الاسم واللقب (بالفرنسية)',
      NAME_AR: 'الاسم واللقب (بالعربية)',
      FIRST_NAME_FR: 'الاسم (بالفرنسية)',
      LAST_NAME_FR: 'اللقب (بالفرنسية)',
      FIRST_NAME_AR: 'الاسم (بالعربية)',
      LAST_NAME_AR: 'اللقب (بالعربية)',
      EMAIL: 'البريد الإلكتروني',
      CIVILITY: 'اللقب المدني',
      PHONE: 'الهاتف الجوال',
      ALTERNATE_PHONE: 'هاتف آخر',
      FAX: 'الفاكس',
      ADDRESS: 'العنوان',
      ROLE: 'الدور (المجموعة)',
      ROLES: 'الأدوار',
      STRUCTURES: 'الهياكل',
      DEFAULT_STRUCTURE: 'الهيكل الافتراضي',
      FIRST_LOGIN: 'كلمة المرور',
    },
    CIVILITY: { MR: 'السيد', MRS: 'السيدة', MISS: 'الآنسة' },
    STATUS: {
      ACTIVE: 'مفعّل',
      INACTIVE: 'معطّل',
    },
    SUPERUSER: 'مشرف عام',
    DSSB: 'المستوى الوطني',
    DEFAULT: 'افتراضي',
    FIRST_LOGIN: {
      PENDING: 'مؤقتة: تُغيَّر عند أول تسجيل دخول',
      DONE: 'اختارها المستخدم',
    },
    TEMPORARY_PASSWORD: {
      TITLE: 'كلمة مرور مؤقتة',
      MESSAGE: 'أبلغ المستخدم بكلمة المرور هذه: لن تُعرض مرة أخرى. سيتعين عليه تغييرها عند أول تسجيل دخول.',
    },
    ACTIVATE: {
      TITLE: 'تفعيل المستخدم',
      MESSAGE: 'هل تريد فعلا تفعيل هذا المستخدم؟ سيتمكن من تسجيل الدخول.',
      OK: 'تفعيل',
    },
    DEACTIVATE: {
      TITLE: 'تعطيل المستخدم',
      MESSAGE: 'هل تريد فعلا تعطيل هذا المستخدم؟ لن يتمكن من تسجيل الدخول.',
      OK: 'تعطيل',
    },
    DELETE: {
      TITLE: 'حذف المستخدم',
      MESSAGE: 'هل تريد فعلا نقل هذا المستخدم إلى سلة المحذوفات؟ لن يتمكن من تسجيل الدخول، ويمكنك استرجاعه.',
    },
    FORM: {
      ADD_TITLE: 'مستخدم جديد',
      EDIT_TITLE: 'تعديل المستخدم',
    },
    RECYCLE_BIN: {
      TITLE: 'سلة المستخدمين المحذوفين',
      OPEN: 'سلة المحذوفات',
      RESTORE: 'استرجاع',
      RESTORE_TITLE: 'استرجاع المستخدم',
      RESTORE_MESSAGE: 'سيعود {{name}} معطّلا: فعّله بعد ذلك ليتمكن من تسجيل الدخول.',
      RESTORED: 'تم استرجاع المستخدم (معطّلا)',
    },
  },
};
