import {
  apiPath,
  type CatalogueKind,
  type KindCreated,
  type KindDoseEditBody,
  type KindFolder,
  type KindVaccinationBody,
  type KindVaccinationRow,
  type KindVaccinesList,
} from '@evax/shared/contract';
import { fetchPage, http, postMultipart, type PageFetcher } from '@evax/shared/runtime';
import { VACCINATION_KEY } from '../common/resource-keys';
import { OCCASIONAL, SEASONAL, type KindScreens } from './kinds';

/** What a kind's reads are cached under. */
export const kindKey = (screens: KindScreens) => [...VACCINATION_KEY, screens.kind] as const;

/** The visit's form: the vaccine, the allergy confirmation, and its supporting file when one is chosen. */
export type KindVaccinationPayload = KindVaccinationBody & { file?: File };

/** One kind's calls, on its own paths (/api/vaccination_occasional/..., /api/vaccination_seasonal/...). */
function kindCalls({ apiPaths: paths }: KindScreens) {
  const page: PageFetcher<KindVaccinationRow> = (query, signal) => fetchPage<KindVaccinationRow>(paths.list, query, signal);
  return {
    /** GET the kind's list path: its vaccinations, latest first (a stable fetcher, for the list). */
    page,

    /** GET .../{evax}: the child and its vaccinations of the kind. */
    async folder(evaxNumber: string, signal?: AbortSignal): Promise<KindFolder> {
      const { data } = await http.get<KindFolder>(apiPath(paths.folder, { param: evaxNumber }), { signal });
      return data;
    },

    /** GET .../{evax}/vaccines_list: the kind's vaccines (and the seasonal campaigns open today). */
    async vaccines(evaxNumber: string, signal?: AbortSignal): Promise<KindVaccinesList> {
      const { data } = await http.get<KindVaccinesList>(apiPath(paths.vaccinesList, { param: evaxNumber }), { signal });
      return data;
    },

    /** POST the kind's list path (multipart, spec 2 §7): the vaccine given under vaccines_set, the file beside it. */
    create: (payload: KindVaccinationPayload) => postMultipart<KindCreated>(paths.list, payload as unknown as Record<string, unknown>),

    /** PUT .../{id}/edit: the dose's fields replaced (the kind's edit permission). */
    async edit(id: number, body: KindDoseEditBody): Promise<void> {
      await http.put(apiPath(paths.edit, { param: String(id) }), body);
    },

    /** DELETE .../{id}/delete: the dose removed (the kind's delete permission). */
    async remove(id: number): Promise<void> {
      await http.delete(apiPath(paths.delete, { param: String(id) }));
    },
  };
}

const KIND_APIS: Record<CatalogueKind, ReturnType<typeof kindCalls>> = { occasional: kindCalls(OCCASIONAL), seasonal: kindCalls(SEASONAL) };

/** The kind's calls, made once per kind (so its list's fetcher stays the same). */
export const kindApi = (screens: KindScreens) => KIND_APIS[screens.kind];
