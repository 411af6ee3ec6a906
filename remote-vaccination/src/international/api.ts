import {
  ACCOUNT_API_PATHS,
  API_PATHS,
  apiPath,
  type InternationalBody,
  type InternationalFolder,
  type InternationalRecord,
  type InternationalRow,
  type KindVaccinesList,
} from '@evax/shared/contract';
import { VACCINATION_KIND_ROUTES as ROUTES } from '../route-paths';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';
import { VACCINATION_KEY } from '../routine/api/routine-api';

export const INTERNATIONAL_KEY = [...VACCINATION_KEY, 'international'] as const;

export const internationalFolderPath = (evaxNumber: string) => apiPath(ROUTES.internationalFolder, { evaxNumber });
export const newInternationalPath = (evaxNumber: string) => apiPath(ROUTES.internationalNew, { evaxNumber });
export const editInternationalPath = (id: number) => apiPath(ROUTES.internationalEdit, { id });

/** GET /api/vaccination_international/all. */
export const fetchInternationalPage: PageFetcher<InternationalRow> = (query, signal) => fetchPage<InternationalRow>(API_PATHS.internationalAll, query, signal);

export async function fetchInternationalFolder(evaxNumber: string, signal?: AbortSignal): Promise<InternationalFolder> {
  const { data } = await http.get<InternationalFolder>(apiPath(API_PATHS.internationalFolder, { param: evaxNumber }), { signal });
  return data;
}

export async function fetchInternational(id: number, signal?: AbortSignal): Promise<InternationalRecord> {
  const { data } = await http.get<InternationalRecord>(apiPath(API_PATHS.internationalOne, { id }), { signal });
  return data;
}

export async function fetchInternationalVaccines(evaxNumber: string, signal?: AbortSignal): Promise<KindVaccinesList> {
  const { data } = await http.get<KindVaccinesList>(apiPath(API_PATHS.internationalVaccinesList, { param: evaxNumber }), { signal });
  return data;
}

export async function createInternational(body: InternationalBody): Promise<void> {
  await http.post(API_PATHS.internationalCreate, body);
}

export async function updateInternational(id: number, body: InternationalBody): Promise<void> {
  await http.put(apiPath(API_PATHS.internationalOne, { id }), body);
}

export async function deleteInternational(id: number): Promise<void> {
  await http.delete(apiPath(API_PATHS.internationalDelete, { id }));
}

interface Place {
  id: number;
  nameFr: string;
  nameAr: string;
}

export async function fetchGovernorates(): Promise<Place[]> {
  const { data } = await http.get<Place[]>(ACCOUNT_API_PATHS.governorates);
  return data;
}

export async function fetchDelegations(governorate: number): Promise<Place[]> {
  const { data } = await http.get<Place[]>(apiPath(ACCOUNT_API_PATHS.governorateDelegations, { id: governorate }));
  return data;
}
