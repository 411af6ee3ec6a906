import { AUDIT_LOG_LIMITS, type AuditLogEntry, type AuditLogFacets, type AuditLogPage } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import { auditLogPairs, auditLogRows, type AuditLogFilter, type AuditVisibility } from './audit-log-queries.js';

export type { AuditLogFilter, AuditVisibility };

type Row = Awaited<ReturnType<typeof auditLogRows>>[number];
type Json = Record<string, unknown> | null;

const parsed = (value: unknown): Json => (value === null || value === undefined ? null : ((typeof value === 'string' ? JSON.parse(value) : value) as Json));

function entryOf(row: Row): AuditLogEntry {
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    user: row.user_id !== null && row.username !== null ? { id: row.user_id, username: row.username } : null,
    structure: row.structure_id !== null && row.name_fr !== null ? { id: row.structure_id, nameFr: row.name_fr, nameAr: row.name_ar } : null,
    before: parsed(row.before),
    after: parsed(row.after),
  };
}

/** A page of the trail, newest first: one row more than the page tells whether another follows. */
export async function auditLogPage(db: Db, filter: AuditLogFilter, visible: AuditVisibility, before?: number): Promise<AuditLogPage> {
  const size = AUDIT_LOG_LIMITS.pageSize;
  const rows = await auditLogRows(db, filter, visible, size + 1, before);
  const results = rows.slice(0, size).map(entryOf);
  return { results, next: rows.length > size ? results.at(-1)!.id : null };
}

/** The rows an export writes: the newest AUDIT_LOG_LIMITS.exportMax the filters select. */
export async function auditLogEntries(db: Db, filter: AuditLogFilter, visible: AuditVisibility): Promise<AuditLogEntry[]> {
  return (await auditLogRows(db, filter, visible, AUDIT_LOG_LIMITS.exportMax)).map(entryOf);
}

/** The entities and actions the trail holds, for the viewer's filters. */
export async function auditLogFacets(db: Db): Promise<AuditLogFacets> {
  const pairs = await auditLogPairs(db);
  return { entities: [...new Set(pairs.map((p) => p.entity))], actions: [...new Set(pairs.map((p) => p.action))].sort() };
}
