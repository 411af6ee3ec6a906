import { API_PATHS, type AuditLogFacets, type AuditLogPage, type ExportFormat, type ListQuery } from '@evax/shared/contract';
import { downloadFile, http, type DownloadedFile } from '@evax/shared/runtime';
import { ADMIN_KEY } from '../common/resource-keys';

/** What the trail's reads are cached under. */
export const AUDIT_LOG_KEY = [...ADMIN_KEY, 'audit-log'] as const;

/** The filters the viewer sends, as the URL holds them (the kit's list filters). */
export type AuditLogFilterValues = Partial<Record<'username' | 'structure' | 'entity' | 'action' | 'at_from' | 'at_to', string>>;

const FILTER_PARAMS = ['username', 'structure', 'entity', 'action', 'at_from', 'at_to'] as const;

/** Only the viewer's own filters: the list kit's other parameters (page, search) are not the trail's. */
function onlyFilters(query: object): AuditLogFilterValues {
  const values = query as Record<string, unknown>;
  return Object.fromEntries(
    FILTER_PARAMS.filter((param) => values[param] !== undefined && values[param] !== '').map((param) => [param, String(values[param])]),
  );
}

/** GET /api/audit-log: a page of the trail, newest first; `before` the last row shown for the next. */
export async function fetchAuditLogPage(filters: AuditLogFilterValues, before?: number, signal?: AbortSignal): Promise<AuditLogPage> {
  const { data } = await http.get<AuditLogPage>(API_PATHS.auditLog, { params: { ...onlyFilters(filters), before }, signal });
  return data;
}

/** GET /api/audit-log/facets: the entities and actions the trail holds. */
export async function fetchAuditLogFacets(signal?: AbortSignal): Promise<AuditLogFacets> {
  return (await http.get<AuditLogFacets>(API_PATHS.auditLogFacets, { signal })).data;
}

/** GET /api/audit-log/export: the rows the filters select, as CSV or XLSX. */
export function exportAuditLog(query: ListQuery, format: ExportFormat): Promise<DownloadedFile> {
  return downloadFile({ path: API_PATHS.auditLogExport, params: { ...onlyFilters(query), format }, baseName: 'audit-log' });
}
