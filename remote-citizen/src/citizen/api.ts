import { CITIZEN_API_PATHS, apiPath, type CitizenChildRow, type ParentMergeRequest, type ParentSummary, type ParentUpdateRequest } from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';
import { CITIZEN_KEY } from '../common/resource-keys';

/** What the citizens' reads are cached under. */
export const CITIZENS_KEY = [...CITIZEN_KEY, 'citizens'] as const;

/** GET /api/citizen/citizens: one page of the citizens (parents) the user sees; search by name, identity card or phone. */
export const fetchCitizensPage: PageFetcher<ParentSummary> = (query, signal) => fetchPage<ParentSummary>(CITIZEN_API_PATHS.citizenList, query, signal);

export { fetchCitizen } from '../common/api';

/** GET /api/citizen/{param}/children: the citizen's children the user sees, with the citizen's role. */
export async function fetchCitizenChildren(id: number, signal?: AbortSignal): Promise<CitizenChildRow[]> {
  const { data } = await http.get<CitizenChildRow[]>(apiPath(CITIZEN_API_PATHS.citizenChildren, { param: id }), { signal });
  return data;
}

/** PUT /api/citizen/citizens/{id} (issue 30): the corrected citizen, or 400 on its fields. */
export async function updateCitizen(id: number, request: ParentUpdateRequest): Promise<ParentSummary> {
  const { data } = await http.put<ParentSummary>(apiPath(CITIZEN_API_PATHS.citizenUpdate, { id }), request);
  return data;
}

/** POST /api/citizen/citizens/{id}/merge (issue 30): the duplicate retired into this citizen, its children moved; 409 when the records conflict. */
export async function mergeCitizen(id: number, duplicate: number): Promise<ParentSummary> {
  const { data } = await http.post<ParentSummary>(apiPath(CITIZEN_API_PATHS.citizenMerge, { id }), { duplicate } satisfies ParentMergeRequest);
  return data;
}
