import { API_PATHS, apiPath, type ImportMode, type ImportReport, type ListQuery, type SpecialtyInput, type SpecialtyRow } from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';
import { exportList, importList, type DownloadedFile, type ExportFormat } from '../common/files';

/** GET /api/specialityList: one page of the specialties (is_active defaults to 1). */
export const fetchSpecialtyPage: PageFetcher<SpecialtyRow> = (query, signal) => fetchPage<SpecialtyRow>(API_PATHS.specialtyList, query, signal);

/** POST /api/Specialtie/{id}/activate or /deactivate. */
export async function setSpecialtyActive(id: number | string, active: boolean): Promise<SpecialtyRow> {
  const { data } = await http.post<SpecialtyRow>(apiPath(active ? API_PATHS.specialtyActivate : API_PATHS.specialtyDeactivate, { id }));
  return data;
}

/** DELETE /api/Specialtie/{id}/delete. */
export async function deleteSpecialty(id: number | string): Promise<void> {
  await http.delete(apiPath(API_PATHS.specialtyDelete, { id }));
}

/** GET /api/specialityList?id={id}: one specialty. */
export async function fetchSpecialty(id: number | string, signal?: AbortSignal): Promise<SpecialtyRow> {
  const { data } = await http.get<SpecialtyRow>(API_PATHS.specialtyList, { params: { id }, signal });
  return data;
}

/** POST /api/ADD_Specialtie. */
export async function createSpecialty(input: SpecialtyInput): Promise<SpecialtyRow> {
  const { data } = await http.post<SpecialtyRow>(API_PATHS.specialtyAdd, input);
  return data;
}

/** PATCH /api/Specialtie/{id}. */
export async function updateSpecialty(id: number | string, input: Partial<SpecialtyInput>): Promise<SpecialtyRow> {
  const { data } = await http.patch<SpecialtyRow>(apiPath(API_PATHS.specialtyOne, { id }), input);
  return data;
}

/** GET /api/Specialtie/export: the list's search, filter and ordering, CSV or XLSX. */
export function exportSpecialties(query: ListQuery, format: ExportFormat): Promise<DownloadedFile> {
  return exportList(API_PATHS.specialtyExport, 'specialties', query, format);
}

/** POST /api/Specialtie/import: multipart `file`; the per-row report. */
export function importSpecialties(file: File, mode: ImportMode): Promise<ImportReport> {
  return importList(API_PATHS.specialtyImport, file, mode);
}
