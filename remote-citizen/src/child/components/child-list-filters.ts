import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Language, StructureRow } from '@evax/shared/contract';
import { localizedName, useLanguage, useResource } from '@evax/shared/runtime';
import type { FilterOption, ListFilter } from '@evax/shared/ui';
import { CITIZEN_KEY } from '../../common/resource-keys';
import { fetchAllStructures } from '../api';

const NO_STRUCTURES: StructureRow[] = [];
const byLabel = (a: FilterOption, b: FilterOption) => (a.label ?? '').localeCompare(b.label ?? '');

/** The governorates of the structures, once each, by their name in the language. */
export function governorateOptions(structures: readonly StructureRow[], language: Language): FilterOption[] {
  const seen = new Map<number, FilterOption>();
  for (const { governorate } of structures) seen.set(governorate.id, { value: governorate.id, label: localizedName(governorate, language) });
  return [...seen.values()].sort(byLabel);
}

/** The structures, those of the chosen governorate only when one is chosen. */
export function structureOptions(structures: readonly StructureRow[], language: Language, governorate: number | null): FilterOption[] {
  return structures
    .filter((structure) => governorate === null || structure.governorate.id === governorate)
    .map((structure) => ({ value: structure.id, label: localizedName(structure, language) }))
    .sort(byLabel);
}

/** The children list's filters: the registering structure's governorate, then the structure (narrowed to the governorate). */
export function useChildListFilters(): ListFilter[] {
  const language = useLanguage();
  const [params] = useSearchParams();
  const { data: structures = NO_STRUCTURES } = useResource([...CITIZEN_KEY, 'structures'], fetchAllStructures);
  const chosen = Number(params.get('governorate'));
  const governorate = Number.isInteger(chosen) && chosen > 0 ? chosen : null;
  return useMemo<ListFilter[]>(
    () => [
      { kind: 'structure', param: 'governorate', labelKey: 'CITIZEN.CHILDREN.FILTERS.GOVERNORATE', options: governorateOptions(structures, language) },
      { kind: 'structure', param: 'structure', labelKey: 'CITIZEN.CHILDREN.FILTERS.STRUCTURE', options: structureOptions(structures, language, governorate) },
    ],
    [structures, language, governorate],
  );
}
