import {
  ACCOUNT_API_PATHS,
  CITIZEN_API_PATHS,
  apiPath,
  type CheckParentRequest,
  type CheckParentResponse,
  type ChildWithNewParentRequest,
  type ChildWithParentRequest,
  type ParentLinkRequest,
  type PlaceRow,
} from '@evax/shared/contract';
import { http } from '@evax/shared/runtime';

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

/** GET /api/citizen/middle_office/check_parent: is a parent registered with this identity paper? */
export async function checkParent(query: CheckParentRequest): Promise<CheckParentResponse> {
  const { data } = await http.get<CheckParentResponse>(CITIZEN_API_PATHS.checkParent, { params: query });
  return data;
}

/** POST /api/citizen/parents: a registered child gets a parent, new or registered (/admin/parent/add). */
export async function addParent(request: ParentLinkRequest): Promise<unknown> {
  const { data } = await http.post<unknown>(CITIZEN_API_PATHS.parentLink, request);
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
