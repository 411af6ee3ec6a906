import { API_PATHS, type RabiesDashboard, type RabiesDashboardQuery } from '@evax/shared/contract';
import { http } from '@evax/shared/runtime';
import { VACCINATION_KEY } from '../common/resource-keys';

/** What the dashboard's reads are cached under (with their filters). */
export const RABIES_DASHBOARD_KEY = [...VACCINATION_KEY, 'antirabies', 'dashboard'] as const;

export const rabiesDashboardApi = {
  /** GET /api/vaccination_antirabique/dashboard: the figures of the sheets opened in the period and governorate. */
  async read(query: RabiesDashboardQuery, signal?: AbortSignal): Promise<RabiesDashboard> {
    const { data } = await http.get<RabiesDashboard>(API_PATHS.rabiesDashboard, { params: query, signal });
    return data;
  },
};
