import {
  apiPath,
  type KindCreated,
  type KindDoseEditBody,
  type KindFolder,
  type KindVaccinationBody,
  type KindVaccinationRow,
  type KindVaccinesList,
} from '@evax/shared/contract';
import { fetchPage, http, postMultipart, type PageFetcher } from '@evax/shared/runtime';
import { VACCINATION_KEY } from '../routine/api/routine-api';
import { OCCASIONAL, SEASONAL, type KindScreens } from './kinds';

export const kindKey = (screens: KindScreens) => [...VACCINATION_KEY, screens.kind] as const;

const pageFetcher =
  (screens: KindScreens): PageFetcher<KindVaccinationRow> =>
  (query, signal) =>
    fetchPage<KindVaccinationRow>(screens.api.list, query, signal);

/** GET /api/vaccination_occasional and /api/vaccination_seasonal: stable fetchers, one per kind. */
export const KIND_PAGE_FETCHERS = { occasional: pageFetcher(OCCASIONAL), seasonal: pageFetcher(SEASONAL) } as const;

/** GET .../{evax}: the child and its vaccinations of the kind. */
export async function fetchKindFolder(screens: KindScreens, evaxNumber: string, signal?: AbortSignal): Promise<KindFolder> {
  const { data } = await http.get<KindFolder>(apiPath(screens.api.folder, { param: evaxNumber }), { signal });
  return data;
}

/** GET .../{evax}/vaccines_list: the kind's vaccines (and the seasonal campaigns open today). */
export async function fetchKindVaccines(screens: KindScreens, evaxNumber: string, signal?: AbortSignal): Promise<KindVaccinesList> {
  const { data } = await http.get<KindVaccinesList>(apiPath(screens.api.vaccinesList, { param: evaxNumber }), { signal });
  return data;
}

/** The visit's form: the vaccine, the allergy confirmation, and its supporting file when one is chosen. */
export type KindVaccinationPayload = KindVaccinationBody & { file?: File };

/** POST the kind's list path (multipart, spec 2 §7): the vaccine given under vaccines_set, the file beside it. */
export const createKindVaccination = (screens: KindScreens, payload: KindVaccinationPayload) =>
  postMultipart<KindCreated>(screens.api.list, payload as unknown as Record<string, unknown>);

/** PUT .../{id}/edit: the dose's fields replaced (the kind's edit permission). */
export async function editKindVaccination(screens: KindScreens, id: number, body: KindDoseEditBody): Promise<void> {
  await http.put(apiPath(screens.api.edit, { param: String(id) }), body);
}

/** DELETE .../{id}/delete: the dose removed (the kind's delete permission). */
export async function deleteKindVaccination(screens: KindScreens, id: number): Promise<void> {
  await http.delete(apiPath(screens.api.delete, { param: String(id) }));
}
