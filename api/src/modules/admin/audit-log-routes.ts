import { API_PATHS, PERMISSIONS, type ExportFormat } from '@evax/shared/contract';
import { AuditLogExportQuery, AuditLogFacets, AuditLogPage, AuditLogQuery, ExportFile } from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { auditLogFacets, auditLogPage, type AuditLogFilter } from '../audit/index.js';
import { auditVisibility, exportAuditLog } from './audit-log-service.js';

interface FilterQuery {
  username?: string;
  structure?: number;
  entity?: string;
  entity_id?: string;
  action?: string;
  at_from?: string;
  at_to?: string;
}

const filterOf = ({ username, structure, entity, entity_id, action, at_from, at_to }: FilterQuery): AuditLogFilter => ({
  username: username?.trim() || undefined,
  structure,
  entity,
  entityId: entity_id,
  action,
  from: at_from,
  to: at_to,
});

/** The audit log viewer (issue 34): the trail, its filters' choices and its export, under view-audit-log. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const viewAuditLog = requirePermission(PERMISSIONS.admin.viewAuditLog);

  app.get<{ Querystring: FilterQuery & { before?: number } }>(
    API_PATHS.auditLog,
    {
      schema: {
        querystring: AuditLogQuery,
        response: { 200: AuditLogPage },
        description: 'A page of the audit trail the caller may read, newest first, with each change before and after.',
      },
      preHandler: viewAuditLog,
    },
    (request) => auditLogPage(app.db, filterOf(request.query), auditVisibility(callerOf(request)), request.query.before),
  );
  app.get(
    API_PATHS.auditLogFacets,
    { schema: { response: { 200: AuditLogFacets }, description: 'The entities and actions the audit trail holds.' }, preHandler: viewAuditLog },
    () => auditLogFacets(app.db),
  );
  app.get<{ Querystring: FilterQuery & { format?: ExportFormat } }>(
    API_PATHS.auditLogExport,
    {
      schema: {
        querystring: AuditLogExportQuery,
        response: { 200: ExportFile },
        description: 'The newest audit rows the filters select (at most 10 000), as CSV or XLSX.',
      },
      preHandler: viewAuditLog,
    },
    (request, reply) => exportAuditLog(app.db, callerOf(request), reply, filterOf(request.query), request.query.format ?? 'csv'),
  );
}
