import { type ImportMode, type ImportReport, type ListQuery } from '@evax/shared/contract';
import { fileNameFromDisposition, http, type DownloadedFile } from '@evax/shared/runtime';

export { fileNameFromDisposition, type DownloadedFile };

export type ExportFormat = 'csv' | 'xlsx';

/** GET {path}: every row the list's search, filter and ordering select (no page), CSV or XLSX. */
export async function exportList(path: string, baseName: string, query: ListQuery, format: ExportFormat): Promise<DownloadedFile> {
  const { search, ordering, is_active } = query;
  const response = await http.get<Blob>(path, {
    params: { search, ordering, is_active, ...(format === 'xlsx' ? { format } : {}) },
    responseType: 'blob',
  });
  const disposition = response.headers['content-disposition'] as string | undefined;
  return { blob: response.data, fileName: fileNameFromDisposition(disposition) ?? `${baseName}.${format}` };
}

/** POST {path}: multipart `file`, `?mode=`; the per-row report. */
export async function importList(path: string, file: File, mode: ImportMode): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await http.post<ImportReport>(path, body, { params: { mode } });
  return data;
}
