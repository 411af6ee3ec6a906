/** The audit module's door: what other modules may use (lint: evax-api/module-door). */
export { actorOf, changedFields, recordAudit, type Actor, type AuditEntry } from './audit.js';
export { childHistory, type HistoryPage } from './history.js';
export { auditLogEntries, auditLogFacets, auditLogPage, type AuditLogFilter, type AuditVisibility } from './audit-log.js';
