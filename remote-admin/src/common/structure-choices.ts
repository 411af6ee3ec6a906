import type { StructureRow } from '@evax/shared/contract';
import { useResource } from '@evax/shared/runtime';
import { fetchActiveStructures } from './api';
import { ADMIN_KEY } from './resource-keys';

const NO_STRUCTURES: StructureRow[] = [];

/** The active structures, read once for every screen of the area that offers them (a few hundred). */
export function useStructureChoices(): { structures: StructureRow[]; loaded: boolean } {
  const { data } = useResource([...ADMIN_KEY, 'structure-choices'], fetchActiveStructures);
  return { structures: data ?? NO_STRUCTURES, loaded: data !== undefined };
}
