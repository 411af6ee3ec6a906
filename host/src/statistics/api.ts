import { API_PATHS, type CentreDay, type DashboardAreas, type DashboardQuery, type InscriptionKpi, type VaccinationKpi } from '@evax/shared/contract';
import { http } from '@evax/shared/runtime';

/** What the home statistics' reads are cached under (with their filters). */
export const STATISTICS_KEY = ['home', 'statistics'] as const;

export const statisticsApi = {
  async areas(signal?: AbortSignal): Promise<DashboardAreas> {
    return (await http.get<DashboardAreas>(API_PATHS.dashboardAreas, { signal })).data;
  },
  async vaccination(query: DashboardQuery, signal?: AbortSignal): Promise<VaccinationKpi> {
    return (await http.get<VaccinationKpi>(API_PATHS.vaccinationKpi, { params: query, signal })).data;
  },
  async inscription(query: DashboardQuery, signal?: AbortSignal): Promise<InscriptionKpi> {
    return (await http.get<InscriptionKpi>(API_PATHS.inscriptionKpi, { params: query, signal })).data;
  },
};

export const centreDayApi = {
  async read(signal?: AbortSignal): Promise<CentreDay> {
    return (await http.get<CentreDay>(API_PATHS.centreDay, { signal })).data;
  },
};
