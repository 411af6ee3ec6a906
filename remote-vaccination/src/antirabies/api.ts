import { API_PATHS, apiPath, type RabiesFicheRow } from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';
import { VACCINATION_KEY } from '../common/resource-keys';

/** What the anti-rabies reads are cached under. */
export const RABIES_KEY = [...VACCINATION_KEY, 'antirabies'] as const;

/** GET /api/vaccination_antirabique/fiches_list (a stable fetcher, for the list). */
const page: PageFetcher<RabiesFicheRow> = (query, signal) => fetchPage<RabiesFicheRow>(API_PATHS.rabiesFichesList, query, signal);

/** Anti-rabies vaccination's calls. */
export const rabiesApi = {
  page,

  /** GET {evax}/check_citizen_has_protocol_in_progress. */
  async inProgress(evaxNumber: string, signal?: AbortSignal): Promise<{ inProgress: boolean; ficheId: number | null }> {
    const { data } = await http.get<{ inProgress: boolean; ficheId: number | null }>(apiPath(API_PATHS.rabiesCheckInProgress, { param: evaxNumber }), {
      signal,
    });
    return data;
  },
};
