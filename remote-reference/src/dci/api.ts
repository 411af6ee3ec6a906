import { API_PATHS, apiPath, type DciDetail, type DciInput, type DciRow, type ImportMode, type ImportReport, type ListQuery, type SpecialtyRow } from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';
import { exportList, importList, type DownloadedFile, type ExportFormat } from '../common/files';

export { fileNameFromDisposition, type DownloadedFile, type ExportFormat } from '../common/files';

/** GET /api/ALL_DCI: one page of the DCI catalogue. */
export const fetchDciPage: PageFetcher<DciRow> = (query, signal) => fetchPage<DciRow>(API_PATHS.dciList, query, signal);

/** GET /api/ALL_DCI/{id}. */
export async function fetchDci(id: number | string, signal?: AbortSignal): Promise<DciDetail> {
  const { data } = await http.get<DciDetail>(apiPath(API_PATHS.dciOne, { id }), { signal });
  return data;
}

/** POST /api/ADD_DCI. */
export async function createDci(input: DciInput): Promise<DciDetail> {
  const { data } = await http.post<DciDetail>(API_PATHS.dciAdd, input);
  return data;
}

/** PATCH /api/ALL_DCI/{id}. */
export async function updateDci(id: number | string, input: Partial<DciInput>): Promise<DciDetail> {
  const { data } = await http.patch<DciDetail>(apiPath(API_PATHS.dciOne, { id }), input);
  return data;
}

/** POST /api/DCI/{id}/activate or /deactivate. */
export async function setDciActive(id: number | string, active: boolean): Promise<DciDetail> {
  const { data } = await http.post<DciDetail>(apiPath(active ? API_PATHS.dciActivate : API_PATHS.dciDeactivate, { id }));
  return data;
}

/** DELETE /api/dci/{id}/delete. */
export async function deleteDci(id: number | string): Promise<void> {
  await http.delete(apiPath(API_PATHS.dciDelete, { id }));
}

/** GET /api/dci-speciality/{id}: the specialties of one DCI, paged (filter is_active). */
export function dciSpecialtiesFetcher(id: number | string): PageFetcher<SpecialtyRow> {
  const path = apiPath(API_PATHS.dciSpecialties, { id });
  return (query, signal) => fetchPage<SpecialtyRow>(path, query, signal);
}

/** GET /api/dcis/export: every row the list's search, filter and ordering select (no page). */
export function exportDcis(query: ListQuery, format: ExportFormat): Promise<DownloadedFile> {
  return exportList(API_PATHS.dciExport, 'dci', query, format);
}

/** POST /api/dci/import: multipart `file`; the per-row report. */
export function importDcis(file: File, mode: ImportMode): Promise<ImportReport> {
  return importList(API_PATHS.dciImport, file, mode);
}
