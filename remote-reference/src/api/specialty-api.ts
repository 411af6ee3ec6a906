import { API_PATHS, apiPath, type SpecialtyRow } from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';

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
