/** The audit module's door: what other modules may use (lint: evax-api/module-door). */
export { changedFields, recordAudit, type AuditEntry } from './audit.js';
export { childHistory } from './history.js';
