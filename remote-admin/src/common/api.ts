import { API_PATHS, MAX_PAGE_SIZE, type RoleRow, type StructureRow } from '@evax/shared/contract';
import { fetchPage } from '@evax/shared/runtime';

/** No more pages than this are read for a form's choices (a few hundred structures nationally). */
const MAX_CHOICE_PAGES = 20;

async function everyPage<Row>(path: string, signal?: AbortSignal): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= MAX_CHOICE_PAGES; page++) {
    const { count, results } = await fetchPage<Row>(path, { page, page_size: MAX_PAGE_SIZE, is_active: 1 }, signal);
    rows.push(...results);
    if (rows.length >= count || results.length === 0) break;
  }
  return rows;
}

/** GET /api/roles, every page: the active roles a user may be given. */
export const fetchActiveRoles = (signal?: AbortSignal) => everyPage<RoleRow>(API_PATHS.roles, signal);

/** GET /api/structure, every page: the active structures a user may work at. */
export const fetchActiveStructures = (signal?: AbortSignal) => everyPage<StructureRow>(API_PATHS.structures, signal);
