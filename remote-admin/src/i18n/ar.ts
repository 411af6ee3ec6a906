import type { TranslationShape } from '@evax/shared/runtime';
import type { fr } from './fr';

export const ar: TranslationShape<typeof fr> = {
  ADMIN: {
    MENU: {
      USERS: 'المستخدمون',
    },
    USERS: {
      SEARCH: 'اسم المستخدم أو الاسم أو البريد الإلكتروني',
      COLUMNS: {
        USERNAME: 'اسم المستخدم',
        NAME: 'الاسم واللقب',
        EMAIL: 'البريد الإلكتروني',
        PHONE: 'الهاتف',
        ROLES: 'الأدوار',
        STATUS: 'الحالة',
      },
      STATUS: {
        ACTIVE: 'مفعّل',
        INACTIVE: 'معطّل',
      },
      SUPERUSER: 'مشرف عام',
      DSSB: 'المستوى الوطني',
    },
  },
};
