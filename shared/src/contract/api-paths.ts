import { ADMIN_API_PATHS } from './admin/api-paths.js';
import { AUTH_API_PATHS } from './auth/api-paths.js';
import { CITIZEN_CHILDREN_API_PATHS } from './citizen/children.js';
import { COMMON_API_PATHS } from './common/api-paths.js';
import { REGISTRATION_API_PATHS } from './registration/api-paths.js';
import { PROFILE_API_PATHS } from './profile/api-paths.js';
import { REFERENCE_API_PATHS } from './reference/api-paths.js';
import { SMS_API_PATHS } from './sms/api-paths.js';
import { STRUCTURE_API_PATHS } from './structure/api-paths.js';
import { VACCINATION_API_PATHS } from './vaccination/api-paths.js';
import { VACCINATION_KIND_API_PATHS } from './vaccination/kinds.js';
import { SEASONAL_CAMPAIGN_API_PATHS } from './vaccination/campaigns.js';
import { RABIES_API_PATHS } from './vaccination/rabies.js';
import { APPOINTMENT_API_PATHS } from './vaccination/appointments.js';
import { MEDICAL_FOLDER_API_PATHS } from './medical-folder/api-paths.js';
import { MAPI_API_PATHS } from './medical-folder/mapi.js';
import { DOCUMENTS_API_PATHS } from './documents/api-paths.js';
import { DASHBOARD_API_PATHS } from './dashboard/api-paths.js';

/**
 * The account areas' paths (sign-in, reset, profile, structures, SMS log), under the name their
 * callers have always used.
 */
export const ACCOUNT_API_PATHS = { ...AUTH_API_PATHS, ...PROFILE_API_PATHS, ...STRUCTURE_API_PATHS, ...SMS_API_PATHS } as const;

/**
 * Every API path, each area's `<area>/api-paths.ts` in one object (spec 1 §7.2, 2 §7, 3 §7).
 * `{name}` placeholders: fill them with apiPath(). A key used by two areas fails
 * shared/test/contract/api-paths.test.ts.
 */
export const API_PATHS = {
  ...COMMON_API_PATHS,
  ...ACCOUNT_API_PATHS,
  ...ADMIN_API_PATHS,
  ...REFERENCE_API_PATHS,
  ...CITIZEN_CHILDREN_API_PATHS,
  ...VACCINATION_API_PATHS,
  ...VACCINATION_KIND_API_PATHS,
  ...SEASONAL_CAMPAIGN_API_PATHS,
  ...RABIES_API_PATHS,
  ...APPOINTMENT_API_PATHS,
  ...REGISTRATION_API_PATHS,
  ...MEDICAL_FOLDER_API_PATHS,
  ...MAPI_API_PATHS,
  ...DOCUMENTS_API_PATHS,
  ...DASHBOARD_API_PATHS,
} as const;
