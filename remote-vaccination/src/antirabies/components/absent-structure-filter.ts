import { useMemo } from 'react';
import { ACCOUNT_API_PATHS, MAX_PAGE_SIZE, type CurrentUser, type StructureRow } from '@evax/shared/contract';
import { fetchPage, localizedName, useAuthStore, useLanguage, useResource } from '@evax/shared/runtime';
import type { ListFilter } from '@evax/shared/ui';
import { RABIES_KEY } from '../api';

const NO_STRUCTURES: StructureRow[] = [];
/** No more pages than this are read for the filter's choices (a few hundred structures nationally). */
const MAX_STRUCTURE_PAGES = 20;

/** GET /api/structure, every page: the active structures. */
async function fetchActiveStructures(signal?: AbortSignal): Promise<StructureRow[]> {
  const rows: StructureRow[] = [];
  for (let page = 1; page <= MAX_STRUCTURE_PAGES; page++) {
    const { count, results } = await fetchPage<StructureRow>(ACCOUNT_API_PATHS.structures, { page, page_size: MAX_PAGE_SIZE, is_active: 1 }, signal);
    rows.push(...results);
    if (rows.length >= count || results.length === 0) break;
  }
  return rows;
}

type Reach = 'national' | 'governorate' | 'one';

/** How many structures the user sees from the current one (the API's scope rule: national, a regional directorate's governorate, or its own). */
export function reachOf(user: Pick<CurrentUser, 'isSuperuser' | 'isDssb' | 'structuresDetails'> | null): Reach {
  if (!user) return 'one';
  if (user.isSuperuser || user.isDssb) return 'national';
  const current = user.structuresDetails.find((detail) => detail.isDefault) ?? user.structuresDetails[0];
  if (current?.structure.type === 'NATIONAL') return 'national';
  return current?.structure.type === 'REGIONAL_DIRECTORATE' ? 'governorate' : 'one';
}

/** The structures a user of that reach may choose among: all, or those of the current structure's governorate. */
export function structureChoices(structures: readonly StructureRow[], reach: Reach, currentId: number | null): StructureRow[] {
  if (reach === 'national') return [...structures];
  const governorate = structures.find((s) => s.id === currentId)?.governorate.id;
  return structures.filter((s) => s.governorate.id === governorate && s.type !== 'NATIONAL');
}

/** The absent list's structure filter, for a user who sees several structures (none for a centre's staff). */
export function useAbsentStructureFilter(): ListFilter[] {
  const language = useLanguage();
  const user = useAuthStore((state) => state.currentUser);
  const reach = reachOf(user);
  const currentId = user?.structuresDetails.find((detail) => detail.isDefault)?.structure.id ?? null;
  const { data: structures = NO_STRUCTURES } = useResource(reach === 'one' ? null : [...RABIES_KEY, 'structures'], fetchActiveStructures);
  return useMemo<ListFilter[]>(() => {
    if (reach === 'one') return [];
    const options = structureChoices(structures, reach, currentId)
      .map((s) => ({ value: s.id, label: localizedName(s, language) }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return [{ kind: 'structure', param: 'structure', labelKey: 'VACCINATION.RABIES_ABSENT.FILTERS.STRUCTURE', options }];
  }, [reach, structures, currentId, language]);
}
