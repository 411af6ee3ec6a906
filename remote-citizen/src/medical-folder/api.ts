import {
  API_PATHS,
  MAPI_API_PATHS,
  MEDICAL_FOLDER_API_PATHS as PATHS,
  OPTION_LIST_CODES,
  apiPath,
  type AllergyRequest,
  type GrowthRequest,
  type GrowthRow,
  type HeadCircumferenceRequest,
  type HeadCircumferenceRow,
  type Language,
  type MapiRequest,
  type MapiRow,
  type MapiVaccinationChoice,
  type MetricList,
  type OptionListChoices,
  type SeriousMapiRow,
  type VaccineCategory,
} from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';

// The folder itself (fetchFolder, closeFolder) and its MAPI list are read by the child's card too:
// they are in common/api.ts, and the folder's cache key in common/resource-keys.ts.

/** Spec 2 §5: the lists take the birth date. */
export async function fetchGrowth(evaxNumber: string, birthDate: string, signal?: AbortSignal): Promise<GrowthRow[]> {
  const { data } = await http.get<MetricList<GrowthRow>>(apiPath(PATHS.growthList, { param: evaxNumber }), { params: { birthDate }, signal });
  return data.results;
}

export async function fetchHeadCircumference(evaxNumber: string, birthDate: string, signal?: AbortSignal): Promise<HeadCircumferenceRow[]> {
  const { data } = await http.get<MetricList<HeadCircumferenceRow>>(apiPath(PATHS.headCircumferenceList, { param: evaxNumber }), {
    params: { birthDate },
    signal,
  });
  return data.results;
}

/** A child's allergies in their order (the shared call the banner uses too). */
export { fetchChildAllergies as fetchAllergies } from '@evax/shared/ui';

export const saveGrowth = (evaxNumber: string, id: number | null, body: GrowthRequest) =>
  id === null ? http.post(apiPath(PATHS.growthCreate, { param: evaxNumber }), body) : http.put(apiPath(PATHS.growthItem, { id }), body);

export const deleteGrowth = (id: number) => http.delete(apiPath(PATHS.growthItem, { id }));

export const saveHeadCircumference = (evaxNumber: string, id: number | null, body: HeadCircumferenceRequest) =>
  id === null ? http.post(apiPath(PATHS.headCircumferenceCreate, { param: evaxNumber }), body) : http.put(apiPath(PATHS.headCircumferenceItem, { id }), body);

export const deleteHeadCircumference = (id: number) => http.delete(apiPath(PATHS.headCircumferenceItem, { id }));

export const saveAllergy = (evaxNumber: string, id: number | null, body: AllergyRequest) =>
  id === null ? http.post(apiPath(PATHS.allergyCreate, { param: evaxNumber }), body) : http.put(apiPath(PATHS.allergyItem, { id }), body);

export const deleteAllergy = (id: number) => http.delete(apiPath(PATHS.allergyItem, { id }));

export const reorderAllergies = (evaxNumber: string, ids: number[]) => http.put(apiPath(PATHS.allergyOrder, { param: evaxNumber }), { ids });

/** The ALLERGY_TYPE option list's choices (what administrators keep in the list). */
export async function fetchAllergyTypes(signal?: AbortSignal): Promise<OptionListChoices['options']> {
  const { data } = await http.get<OptionListChoices>(apiPath(API_PATHS.optionListChoices, { code: OPTION_LIST_CODES.allergyType }), { signal });
  return data.options;
}

/** The child's given vaccinations a MAPI report may name. */
export async function fetchMapiVaccinations(evaxNumber: string, signal?: AbortSignal): Promise<MapiVaccinationChoice[]> {
  const { data } = await http.get<MetricList<MapiVaccinationChoice>>(apiPath(MAPI_API_PATHS.mapiVaccinations, { param: evaxNumber }), { signal });
  return data.results;
}

/** Files (id null) or corrects a MAPI report; spec 2 §7's paths carry the language and the vaccination category. */
export const saveMapi = (evaxNumber: string, id: number | null, lang: Language, category: VaccineCategory, body: MapiRequest) =>
  id === null
    ? http.post<MapiRow>(apiPath(MAPI_API_PATHS.mapiCreate, { param: evaxNumber, lang, category }), body)
    : http.put<MapiRow>(apiPath(MAPI_API_PATHS.mapiUpdate, { id, lang, category }), body);

export const deleteMapi = (id: number) => http.delete(apiPath(MAPI_API_PATHS.mapiItem, { id }));

/** A page of the serious reports the user may see, newest first. */
export const fetchSeriousMapiPage: PageFetcher<SeriousMapiRow> = (query, signal) => fetchPage<SeriousMapiRow>(MAPI_API_PATHS.mapiSeriousList, query, signal);
