import type { AxiosRequestConfig } from 'axios';
import { API_PATHS, DELAYS_MS } from '@evax/shared/contract';
import { http } from './http-client.js';
import { toFormData } from './form-data.js';

/** A file received from the API: its content and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Spec 1 §7.1: a download without a type of its own is CSV. */
export const DEFAULT_DOWNLOAD_TYPE = { extension: 'csv', mimeType: 'text/csv' } as const;

/** The query parameter naming the stored image an image fetch asks for. */
export const IMAGE_PATH_PARAM = 'image_path';

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

export interface DownloadRequest {
  path: string;
  method?: 'GET' | 'POST';
  params?: AxiosRequestConfig['params'];
  /** The POST body. */
  data?: unknown;
  /** The name without extension when the server sends none; `.csv` is added. */
  baseName?: string;
}

/** Spec 1 §7.1: export or download, GET or POST, as a blob named by content-disposition (CSV by default). */
export async function downloadFile({ path, method = 'GET', params, data, baseName = 'export' }: DownloadRequest): Promise<DownloadedFile> {
  const response = await http.request<Blob>({ url: path, method, params, data, responseType: 'blob' });
  const fileName = fileNameFromDisposition(response.headers['content-disposition'] as string | undefined);
  const blob = response.data.type ? response.data : new Blob([response.data], { type: DEFAULT_DOWNLOAD_TYPE.mimeType });
  return { blob, fileName: fileName ?? `${baseName}.${DEFAULT_DOWNLOAD_TYPE.extension}` };
}

/** Hands a downloaded file to the browser to save. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has taken the click, or the download may be cut short.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Spec 1 §7.1: form data goes as multipart (see formDataEntries for the rules). */
export async function postMultipart<Response>(path: string, payload: Record<string, unknown>, config: AxiosRequestConfig = {}): Promise<Response> {
  const { data } = await http.post<Response>(path, toFormData(payload), config);
  return data;
}

/** Spec 1 §7.1: whether the API answers a GET within the timeout (5 s by default). */
export async function probeReachability(path: string = API_PATHS.health, timeout: number = DELAYS_MS.reachabilityTimeout): Promise<boolean> {
  try {
    await http.get(path, { timeout, authenticated: false });
    return true;
  } catch {
    return false;
  }
}

/** Spec 1 §7.1: a stored image, by its path in a query parameter, as a blob (30 s timeout). */
export async function fetchImage(path: string, imagePath: string): Promise<Blob> {
  const { data } = await http.get<Blob>(path, {
    params: { [IMAGE_PATH_PARAM]: imagePath },
    responseType: 'blob',
    timeout: DELAYS_MS.imageDownloadTimeout,
  });
  return data;
}
