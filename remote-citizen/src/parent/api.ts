import { CITIZEN_API_PATHS, type ParentLinkRequest } from '@evax/shared/contract';
import { http } from '@evax/shared/runtime';

/** POST /api/citizen/parents: a registered child gets a parent, new or registered (/admin/parent/add). */
export async function addParent(request: ParentLinkRequest): Promise<unknown> {
  const { data } = await http.post<unknown>(CITIZEN_API_PATHS.parentLink, request);
  return data;
}
