import { commonFr } from '../common/i18n/fr';
import { roleFr } from '../role/i18n/fr';
import { auditLogFr } from '../audit-log/i18n/fr';
import { userFr } from '../user/i18n/fr';

/** Texts of the administration area (keys under ADMIN., so they never clash with another area's), one file per entity. */
export const fr = {
  ADMIN: { ...commonFr, ...userFr, ...roleFr, ...auditLogFr },
} as const;
