import type { TranslationShape } from '@evax/shared/runtime';
import type { userFr } from './fr';

export const userAr: TranslationShape<typeof userFr> = {
  USERS: {
    SEARCH: 'اسم المستخدم أو الاسم أو البريد الإلكتروني',
    COLUMNS: {
      USERNAME: 'اسم المستخدم',
      NAME: 'الاسم واللقب',
      EMAIL: 'البريد الإلكتروني',
      PHONE: 'الهاتف',
      ROLES: 'الأدوار',
    },
    STATUS: {
      ACTIVE: 'مفعّل',
      INACTIVE: 'معطّل',
    },
    SUPERUSER: 'مشرف عام',
    DSSB: 'المستوى الوطني',
  },
};
