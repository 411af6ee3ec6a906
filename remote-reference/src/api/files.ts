import { type ImportMode, type ImportReport, type ListQuery } from '@evax/shared/contract';
import { http } from '@evax/shared/runtime';

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
