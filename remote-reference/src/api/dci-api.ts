import { API_PATHS, apiPath, type DciDetail, type DciInput, type DciRow, type ImportMode, type ImportReport, type ListQuery, type SpecialtyRow } from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';

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

export type ExportFormat = 'csv' | 'xlsx';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a content-disposition header (filename* first, then filename), if any. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name || null;
}

/** GET /api/dcis/export: every row the list's search, filter and ordering select (no page). */
export async function exportDcis(query: ListQuery, format: ExportFormat): Promise<DownloadedFile> {
  const { search, ordering, is_active } = query;
  const response = await http.get<Blob>(API_PATHS.dciExport, {
    params: { search, ordering, is_active, ...(format === 'xlsx' ? { format } : {}) },
    responseType: 'blob',
  });
  const disposition = response.headers['content-disposition'] as string | undefined;
  return { blob: response.data, fileName: fileNameFromDisposition(disposition) ?? `dci.${format}` };
}

/** POST /api/dci/import: multipart `file`; the per-row report. */
export async function importDcis(file: File, mode: ImportMode): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await http.post<ImportReport>(API_PATHS.dciImport, body, { params: { mode } });
  return data;
}
