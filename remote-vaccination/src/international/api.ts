import {
  API_PATHS,
  apiPath,
  type InternationalBody,
  type InternationalFolder,
  type InternationalRecord,
  type InternationalRow,
  type KindVaccinesList,
} from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';
import { VACCINATION_KEY } from '../common/resource-keys';

/** What international vaccination's reads are cached under. */
export const INTERNATIONAL_KEY = [...VACCINATION_KEY, 'international'] as const;

/** GET /api/vaccination_international/all (a stable fetcher, for the list). */
const page: PageFetcher<InternationalRow> = (query, signal) => fetchPage<InternationalRow>(API_PATHS.internationalAll, query, signal);

/** International (travel) vaccination's calls. */
export const internationalApi = {
  page,

  /** GET /api/vaccination_international/{evax}: the child and its travel vaccinations. */
  async folder(evaxNumber: string, signal?: AbortSignal): Promise<InternationalFolder> {
    const { data } = await http.get<InternationalFolder>(apiPath(API_PATHS.internationalFolder, { param: evaxNumber }), { signal });
    return data;
  },

  /** GET one record (the edit form). */
  async one(id: number, signal?: AbortSignal): Promise<InternationalRecord> {
    const { data } = await http.get<InternationalRecord>(apiPath(API_PATHS.internationalOne, { id }), { signal });
    return data;
  },

  /** GET .../{evax}/vaccines_list: the travel vaccines. */
  async vaccines(evaxNumber: string, signal?: AbortSignal): Promise<KindVaccinesList> {
    const { data } = await http.get<KindVaccinesList>(apiPath(API_PATHS.internationalVaccinesList, { param: evaxNumber }), { signal });
    return data;
  },

  async create(body: InternationalBody): Promise<void> {
    await http.post(API_PATHS.internationalCreate, body);
  },

  async update(id: number, body: InternationalBody): Promise<void> {
    await http.put(apiPath(API_PATHS.internationalOne, { id }), body);
  },

  async remove(id: number): Promise<void> {
    await http.delete(apiPath(API_PATHS.internationalDelete, { id }));
  },
};
