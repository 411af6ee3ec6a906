import {
  CITIZEN_API_PATHS,
  MAPI_API_PATHS,
  MEDICAL_FOLDER_API_PATHS,
  apiPath,
  type CheckParentRequest,
  type CheckParentResponse,
  type ChildDetail,
  type FolderCloseRequest,
  type Language,
  type MapiRow,
  type MedicalFolderSummary,
  type MetricList,
  type ParentSummary,
} from '@evax/shared/contract';
import { http } from '@evax/shared/runtime';

/** The calls several entities make: a child's record and folder, the card's folder notices, check_parent. */

/** GET /api/citizen/child/{evax}: the child's whole record and its parents (its card, its folder's and charts' headers). */
export async function fetchChild(evaxNumber: string, signal?: AbortSignal): Promise<ChildDetail> {
  const { data } = await http.get<ChildDetail>(apiPath(CITIZEN_API_PATHS.childDetail, { param: evaxNumber }), { signal });
  return data;
}

/** GET /api/citizen/citizens/{id}: a citizen (parent) the user sees (its page, and the add-a-child form opened from it). */
export async function fetchCitizen(id: number, signal?: AbortSignal): Promise<ParentSummary> {
  const { data } = await http.get<ParentSummary>(apiPath(CITIZEN_API_PATHS.citizenShow, { id }), { signal });
  return data;
}

/** The child's medical folder: birth date, sex, whether and why it was closed. */
export async function fetchFolder(evaxNumber: string, signal?: AbortSignal): Promise<MedicalFolderSummary> {
  const { data } = await http.get<MedicalFolderSummary>(apiPath(MEDICAL_FOLDER_API_PATHS.medicalFolder, { param: evaxNumber }), { signal });
  return data;
}

/** Closes the folder (irreversible; the card's edit menu). */
export const closeFolder = (evaxNumber: string, language: Language, body: FolderCloseRequest) =>
  http.post<MedicalFolderSummary>(apiPath(MEDICAL_FOLDER_API_PATHS.medicalFolderClose, { param: evaxNumber, lang: language }), body);

/** Spec 2 §7: the child's MAPI reports, newest first (the folder's tab, the serious flag of the card and folder). */
export async function fetchMapiList(evaxNumber: string, signal?: AbortSignal): Promise<MapiRow[]> {
  const { data } = await http.get<MetricList<MapiRow>>(apiPath(MAPI_API_PATHS.mapiList, { param: evaxNumber }), { signal });
  return data.results;
}

/** GET /api/citizen/middle_office/check_parent: is a parent registered with this identity paper? (adding a child, adding a parent) */
export async function checkParent(query: CheckParentRequest): Promise<CheckParentResponse> {
  const { data } = await http.get<CheckParentResponse>(CITIZEN_API_PATHS.checkParent, { params: query });
  return data;
}
