/** The audit module's door: what other modules may use (lint: evax-api/module-door). */
export { changedFields, recordAudit, type AuditEntry } from './audit.js';
export { childHistory, type HistoryPage } from './history.js';
