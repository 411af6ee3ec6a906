import { ADMIN_ROUTES } from '../route-paths';

/** The audit log viewer's one screen, from the area's route table. */
export const AUDIT_LOG_PATHS = { list: ADMIN_ROUTES.auditLog } as const;
