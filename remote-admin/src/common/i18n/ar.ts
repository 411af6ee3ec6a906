import type { TranslationShape } from '@evax/shared/runtime';
import type { commonFr } from './fr';

export const commonAr: TranslationShape<typeof commonFr> = {
  MENU: {
    USERS: 'المستخدمون',
    ROLES: 'الأدوار',
    AUDIT_LOG: 'سجل التدقيق',
  },
};
