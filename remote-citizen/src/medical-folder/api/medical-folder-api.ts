import {
  API_PATHS,
  MEDICAL_FOLDER_API_PATHS as PATHS,
  OPTION_LIST_CODES,
  apiPath,
  type AllergyRequest,
  type FolderCloseRequest,
  type GrowthRequest,
  type GrowthRow,
  type HeadCircumferenceRequest,
  type HeadCircumferenceRow,
  type Language,
  type MedicalFolderSummary,
  type MetricList,
  type OptionListChoices,
} from '@evax/shared/contract';
import { http } from '@evax/shared/runtime';
import { CITIZEN_KEY } from '../../child/api/children-api';

/** The folder's reads are cached under the citizen area's key: a write invalidates the child's card too. */
export const folderKey = (evaxNumber: string) => [...CITIZEN_KEY, 'medical-folder', evaxNumber] as const;

export async function fetchFolder(evaxNumber: string, signal?: AbortSignal): Promise<MedicalFolderSummary> {
  const { data } = await http.get<MedicalFolderSummary>(apiPath(PATHS.medicalFolder, { param: evaxNumber }), { signal });
  return data;
}

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

export const closeFolder = (evaxNumber: string, language: Language, body: FolderCloseRequest) =>
  http.post<MedicalFolderSummary>(apiPath(PATHS.medicalFolderClose, { param: evaxNumber, lang: language }), body);

/** The ALLERGY_TYPE option list's choices (what administrators keep in the list). */
export async function fetchAllergyTypes(signal?: AbortSignal): Promise<OptionListChoices['options']> {
  const { data } = await http.get<OptionListChoices>(apiPath(API_PATHS.optionListChoices, { code: OPTION_LIST_CODES.allergyType }), { signal });
  return data.options;
}
