import type { TranslationShape } from '@evax/shared/runtime';
import { commonAr } from '../common/i18n/ar';
import { roleAr } from '../role/i18n/ar';
import { auditLogAr } from '../audit-log/i18n/ar';
import { userAr } from '../user/i18n/ar';
import type { fr } from './fr';

export const ar: TranslationShape<typeof fr> = {
  ADMIN: { ...commonAr, ...userAr, ...roleAr, ...auditLogAr },
};
