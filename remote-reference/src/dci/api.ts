import { API_PATHS, apiPath, type DciDetail, type DciInput, type DciRow, type SpecialtyRow } from '@evax/shared/contract';
import { fetchPage, type PageFetcher } from '@evax/shared/runtime';
import { crudApi, listFilesApi } from '@evax/shared/ui/shell';

export { fileNameFromDisposition } from '@evax/shared/runtime';

/**
 * GET /api/ALL_DCI (a page), GET and PATCH /api/ALL_DCI/{id}, POST /api/ADD_DCI, POST /api/DCI/{id}/activate
 * or /deactivate, DELETE /api/dci/{id}/delete, GET /api/dcis/export, POST /api/dci/import.
 */
export const dciApi = {
  ...crudApi<DciRow, DciDetail, DciInput>({
    list: API_PATHS.dciList,
    get: API_PATHS.dciOne,
    create: API_PATHS.dciAdd,
    update: API_PATHS.dciOne,
    activate: API_PATHS.dciActivate,
    deactivate: API_PATHS.dciDeactivate,
    remove: API_PATHS.dciDelete,
  }),
  ...listFilesApi(API_PATHS.dciExport, 'dci', API_PATHS.dciImport),
};

/** GET /api/dci-speciality/{id}: the specialties of one DCI, paged (filter is_active). */
export function dciSpecialtiesFetcher(id: number | string): PageFetcher<SpecialtyRow> {
  const path = apiPath(API_PATHS.dciSpecialties, { id });
  return (query, signal) => fetchPage<SpecialtyRow>(path, query, signal);
}
