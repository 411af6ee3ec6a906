import type { AuditLogEntry, ExportFormat } from '@evax/shared/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { sendExport } from '../../http/import-export/export-file.js';
import { auditLogEntries, type AuditVisibility } from '../audit/index.js';
import { structureInScope, structureScopeOf } from '../structure/index.js';
import { usersInScope } from './scope-queries.js';

/**
 * The trail a caller reads (docs/decisions/admin.md "The audit log viewer"): all of it at national
 * scope; below, what was done from a structure of its scope, and what the accounts of its scope
 * did from nowhere in particular (sign-ins, account changes).
 */
export function auditVisibility(caller: Caller): AuditVisibility {
  const scope = structureScopeOf(caller);
  if (scope.kind === 'national') return (eb) => eb.lit(true);
  const inScope = structureInScope(scope);
  const authorInScope = usersInScope(caller);
  return (eb) =>
    eb.or([
      eb.and([eb('a.structure_id', 'is not', null), inScope(eb as never)]),
      eb.and([eb('a.structure_id', 'is', null), eb('a.user_id', 'is not', null), authorInScope(eb as never)]),
    ]);
}

const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

const COLUMNS = [
  { name: 'at', width: 22 },
  { name: 'user', width: 18 },
  { name: 'structure', width: 30 },
  { name: 'action', width: 18 },
  { name: 'entity', width: 18 },
  { name: 'entity_id', width: 12 },
  { name: 'before', width: 60 },
  { name: 'after', width: 60 },
];

const cellsOf = (entry: AuditLogEntry) => [
  entry.at,
  entry.user?.username ?? null,
  entry.structure?.nameFr ?? null,
  entry.action,
  entry.entity,
  entry.entityId,
  json(entry.before),
  json(entry.after),
];

/** GET /api/audit-log/export: the newest rows the filters select, as CSV or XLSX. */
export async function exportAuditLog(db: Db, caller: Caller, reply: FastifyReply, filter: Parameters<typeof auditLogEntries>[1], format: ExportFormat) {
  const entries = await auditLogEntries(db, filter, auditVisibility(caller));
  return sendExport(reply, { baseName: 'audit-log', sheetName: 'Audit', columns: COLUMNS, rows: entries.map(cellsOf) }, format);
}
