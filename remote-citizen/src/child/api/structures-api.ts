import { ACCOUNT_API_PATHS, MAX_PAGE_SIZE, type StructureRow } from '@evax/shared/contract';
import { fetchPage } from '@evax/shared/runtime';

/** No more pages than this are read for a filter's choices (a few hundred structures nationally). */
const MAX_PAGES = 20;

/**
 * GET /api/structure, every page: the active structures, for the children list's governorate and
 * structure filters (the API has no governorate list; the governorates are the structures').
 */
export async function fetchAllStructures(signal?: AbortSignal): Promise<StructureRow[]> {
  const rows: StructureRow[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
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
