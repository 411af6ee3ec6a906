import { API_PATHS, apiPath, type OptionListDetail, type OptionListInput, type OptionListPatch, type OptionListRow } from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';

/** GET /api/lists: one page of the option lists. */
export const fetchOptionListPage: PageFetcher<OptionListRow> = (query, signal) => fetchPage<OptionListRow>(API_PATHS.optionLists, query, signal);

/** GET /api/lists/{id}. */
export async function fetchOptionList(id: number | string, signal?: AbortSignal): Promise<OptionListDetail> {
  const { data } = await http.get<OptionListDetail>(apiPath(API_PATHS.optionListOne, { id }), { signal });
  return data;
}

/** The creation as the spec sends it (multipart): text parts, addedOptionSet as one JSON part. */
export function optionListForm(input: OptionListInput): FormData {
  const form = new FormData();
  form.append('code', input.code);
  form.append('nameFr', input.nameFr);
  form.append('nameAr', input.nameAr);
  if (input.is_active !== undefined) form.append('is_active', String(input.is_active));
  form.append('addedOptionSet', JSON.stringify(input.addedOptionSet));
  return form;
}

/** POST /api/lists, multipart. */
export async function createOptionList(input: OptionListInput): Promise<OptionListDetail> {
  const { data } = await http.post<OptionListDetail>(API_PATHS.optionLists, optionListForm(input));
  return data;
}

/** PATCH /api/lists/{id}: addedOptionSet is the whole new set, in order (ids keep options). */
export async function updateOptionList(id: number | string, patch: OptionListPatch): Promise<OptionListDetail> {
  const { data } = await http.patch<OptionListDetail>(apiPath(API_PATHS.optionListOne, { id }), patch);
  return data;
}

/** POST /api/lists/{id}/activate or /deactivate. */
export async function setOptionListActive(id: number | string, active: boolean): Promise<OptionListDetail> {
  const { data } = await http.post<OptionListDetail>(apiPath(active ? API_PATHS.optionListActivate : API_PATHS.optionListDeactivate, { id }));
  return data;
}

/** DELETE /api/lists/{id}. */
export async function deleteOptionList(id: number | string): Promise<void> {
  await http.delete(apiPath(API_PATHS.optionListOne, { id }));
}
