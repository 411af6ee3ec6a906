import { API_PATHS, type DciRow, type SpecialtyInput, type SpecialtyRow } from '@evax/shared/contract';
import { fetchPage, type PageFetcher } from '@evax/shared/runtime';
import { crudApi, listFilesApi } from '@evax/shared/ui/shell';
import { REFERENCE_KEY } from '../common/resource-keys';

/** What this entity's reads are cached under. */
export const SPECIALTY_KEY = [...REFERENCE_KEY, 'specialty'] as const;

/**
 * GET /api/specialityList (a page; is_active defaults to 1) and ?id={id} (one), POST /api/ADD_Specialtie,
 * PATCH /api/Specialtie/{id}, POST /api/Specialtie/{id}/activate or /deactivate, DELETE /api/Specialtie/{id}/delete,
 * GET /api/Specialtie/export, POST /api/Specialtie/import.
 */
export const specialtyApi = {
  ...crudApi<SpecialtyRow, SpecialtyRow, SpecialtyInput>({
    list: API_PATHS.specialtyList,
    get: API_PATHS.specialtyList,
    create: API_PATHS.specialtyAdd,
    update: API_PATHS.specialtyOne,
    activate: API_PATHS.specialtyActivate,
    deactivate: API_PATHS.specialtyDeactivate,
    remove: API_PATHS.specialtyDelete,
  }),
  ...listFilesApi(API_PATHS.specialtyExport, 'specialties', API_PATHS.specialtyImport),
};

/** GET /api/ALL_DCI: a page of DCIs, the choices of a specialty's DCI (DciSelect). */
export const fetchDciChoices: PageFetcher<DciRow> = (query, signal) => fetchPage<DciRow>(API_PATHS.dciList, query, signal);
