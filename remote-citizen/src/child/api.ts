import {
  ACCOUNT_API_PATHS,
  API_PATHS,
  CITIZEN_API_PATHS,
  VACCINATION_API_PATHS,
  MAX_PAGE_SIZE,
  apiPath,
  type ChildRow,
  type ChildWithNewParentRequest,
  type ChildWithParentRequest,
  type ChildDetail,
  type ChildUpdateRequest,
  type HistoryEntry,
  type Language,
  type ParentSummary,
  type PlaceRow,
  type RoutineFolder,
  type StructureRow,
  type UpdatePhoneRequest,
} from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';
import type { ChildLookup } from '../common/child-lookup';

/** GET /api/citizen/children: one page of the children the user's structure may see (search, governorate, structure, ordering). */
export const fetchChildrenPage: PageFetcher<ChildRow> = (query, signal) => fetchPage<ChildRow>(API_PATHS.childrenList, query, signal);

/** GET /api/citizen/evax_search?evaxNumber=|nationalId=: the child found, or 404 EVAX_CODE_NOT_FOUND. */
export async function searchChild(lookup: Exclude<ChildLookup, { paper: string }>, signal?: AbortSignal): Promise<ChildDetail> {
  const { data } = await http.get<ChildDetail>(CITIZEN_API_PATHS.childSearch, { params: lookup, signal });
  return data;
}

/** GET /api/citizen/evax_search/papers?paper=: the children whose own identity card or passport it is, or a parent's (issue 30). */
export async function searchChildrenByPaper(paper: string, signal?: AbortSignal): Promise<ChildRow[]> {
  const { data } = await http.get<ChildRow[]>(CITIZEN_API_PATHS.childSearchByPaper, { params: { paper }, signal });
  return data;
}

/** GET /api/citizen/child/{evax}/history: the writes to the child, newest first (its first page, HISTORY_PAGE_SIZE entries at most). */
export async function fetchChildHistory(evaxNumber: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  const { data } = await http.get<HistoryEntry[]>(apiPath(CITIZEN_API_PATHS.childHistory, { param: evaxNumber }), { signal });
  return data;
}

/** GET /api/citizen/child/{evax}/history?before=: the page of the history older than the entry `before` (issue 30). */
export async function fetchOlderChildHistory(evaxNumber: string, before: number): Promise<HistoryEntry[]> {
  const { data } = await http.get<HistoryEntry[]>(apiPath(CITIZEN_API_PATHS.childHistory, { param: evaxNumber }), { params: { before } });
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

/** PUT /api/citizen/child/{evax} (issue 30): the corrected record, 400 on the child's fields, or 409 with the likely duplicates. */
export async function updateChild(evaxNumber: string, request: ChildUpdateRequest): Promise<ChildDetail> {
  const { data } = await http.put<ChildDetail>(apiPath(CITIZEN_API_PATHS.childUpdate, { param: evaxNumber }), request);
  return data;
}

/** GET /api/vaccination_routine/{evax}: the child's booklet, whose entries carry the schedule's rules (a birth date's preview). */
export async function fetchRoutineFolder(evaxNumber: string, signal?: AbortSignal): Promise<RoutineFolder> {
  const { data } = await http.get<RoutineFolder>(apiPath(VACCINATION_API_PATHS.routineFolder, { param: evaxNumber }), { signal });
  return data;
}

/** What the four create calls answer (201). */
export interface ChildCreatedResponse {
  id: number;
  evaxNumber: string;
}

/**
 * The four create/link calls of spec 2 §7: a Tunisian or foreign child, with a new parent or
 * with a registered one (check_parent found it). A 409 carries the likely duplicates.
 */
export function createChildPath(foreign: boolean, registeredParent: boolean): string {
  if (registeredParent) return foreign ? CITIZEN_API_PATHS.foreignChildCreateForParent : CITIZEN_API_PATHS.childCreateForParent;
  return foreign ? CITIZEN_API_PATHS.foreignChildCreate : CITIZEN_API_PATHS.childCreate;
}

export async function createChild(request: ChildWithNewParentRequest | ChildWithParentRequest, foreign: boolean): Promise<ChildCreatedResponse> {
  const { data } = await http.post<ChildCreatedResponse>(createChildPath(foreign, typeof request.parent === 'number'), request);
  return data;
}

/** The territorial division of the birth place's cascading selects. */
let governorates: Promise<PlaceRow[]> | null = null;

/** The 24 governorates, asked once per page load (they do not change). */
export function fetchGovernorates(): Promise<PlaceRow[]> {
  governorates ??= http.get<PlaceRow[]>(ACCOUNT_API_PATHS.governorates).then(({ data }) => data);
  governorates.catch(() => (governorates = null));
  return governorates;
}

export async function fetchDelegations(governorate: number): Promise<PlaceRow[]> {
  const { data } = await http.get<PlaceRow[]>(apiPath(ACCOUNT_API_PATHS.governorateDelegations, { id: governorate }));
  return data;
}

/** No more pages than this are read for a filter's choices (a few hundred structures nationally). */
const MAX_STRUCTURE_PAGES = 20;

/**
 * GET /api/structure, every page: the active structures, for the children list's governorate and
 * structure filters (the API has no governorate list; the governorates are the structures').
 */
export async function fetchAllStructures(signal?: AbortSignal): Promise<StructureRow[]> {
  const rows: StructureRow[] = [];
  for (let page = 1; page <= MAX_STRUCTURE_PAGES; page++) {
    const { count, results } = await fetchPage<StructureRow>(
      ACCOUNT_API_PATHS.structures,
      { page, page_size: MAX_PAGE_SIZE, is_active: 1, ordering: 'nameFr' },
      signal,
    );
    rows.push(...results);
    if (rows.length >= count || results.length === 0) break;
  }
  return rows;
}
