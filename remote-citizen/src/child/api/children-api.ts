import {
  API_PATHS,
  CITIZEN_API_PATHS,
  apiPath,
  type ChildDetail,
  type ChildRow,
  type HistoryEntry,
  type Language,
  type ParentSummary,
  type UpdatePhoneRequest,
} from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';

/** What the citizen area's reads are cached under; a change invalidates it all. */
export const CITIZEN_KEY = ['citizen'] as const;
export const CHILD_KEY = [...CITIZEN_KEY, 'child'] as const;

/** GET /api/citizen/children: one page of the children the user's structure may see (search, governorate, structure, ordering). */
export const fetchChildrenPage: PageFetcher<ChildRow> = (query, signal) => fetchPage<ChildRow>(API_PATHS.childrenList, query, signal);

/** GET /api/citizen/child/{evax}: the child's whole record and its parents. */
export async function fetchChild(evaxNumber: string, signal?: AbortSignal): Promise<ChildDetail> {
  const { data } = await http.get<ChildDetail>(apiPath(CITIZEN_API_PATHS.childDetail, { param: evaxNumber }), { signal });
  return data;
}

/** What the search screen looks a child up by: its evax number or its national identity card number. */
export type ChildLookup = { evaxNumber: string } | { nationalId: string };

/** GET /api/citizen/evax_search?evaxNumber=|nationalId=: the child found, or 404 EVAX_CODE_NOT_FOUND. */
export async function searchChild(lookup: ChildLookup, signal?: AbortSignal): Promise<ChildDetail> {
  const { data } = await http.get<ChildDetail>(CITIZEN_API_PATHS.childSearch, { params: lookup, signal });
  return data;
}

/** GET /api/citizen/child/{evax}/history: the writes to the child, newest first. */
export async function fetchChildHistory(evaxNumber: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  const { data } = await http.get<HistoryEntry[]>(apiPath(CITIZEN_API_PATHS.childHistory, { param: evaxNumber }), { signal });
  return data;
}

/** DELETE /api/citizen/{evax}/{lang}: 204, or 409 CHILD_HAS_VACCINATIONS. */
export async function deleteChild(evaxNumber: string, language: Language): Promise<void> {
  await http.delete(apiPath(CITIZEN_API_PATHS.childDelete, { param: evaxNumber, lang: language }));
}

/** POST /api/citizen/front_office/update-phone: the citizen with its new phone, or 400 on `phone`. */
export async function updateCitizenPhone(request: UpdatePhoneRequest): Promise<ParentSummary> {
  const { data } = await http.post<ParentSummary>(CITIZEN_API_PATHS.updatePhone, request);
  return data;
}
