import { API_PATHS, type RoutineScheduleCounts } from '@evax/shared/contract';
import { http } from '@evax/shared/runtime';
import { VACCINATION_KEY } from '../common/resource-keys';

/** What the entry's reads are cached under. */
export const ENTRY_KEY = [...VACCINATION_KEY, 'entry'] as const;

/** The entry page's calls. */
export const entryApi = {
  /** GET /api/vaccination_routine/schedule_counts: the children of the user's structure with a routine dose due, or overdue, today. */
  async scheduleCounts(signal?: AbortSignal): Promise<RoutineScheduleCounts> {
    const { data } = await http.get<RoutineScheduleCounts>(API_PATHS.routineScheduleCounts, { signal });
    return data;
  },
};
