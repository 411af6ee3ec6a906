import type { TranslationShape } from '@evax/shared/runtime';
import { commonEn } from '../common/i18n/en';
import { roleEn } from '../role/i18n/en';
import { auditLogEn } from '../audit-log/i18n/en';
import { userEn } from '../user/i18n/en';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  ADMIN: { ...commonEn, ...userEn, ...roleEn, ...auditLogEn },
};
