import {
  MAPI_API_PATHS as PATHS,
  apiPath,
  type Language,
  type MapiRequest,
  type MapiRow,
  type MapiVaccinationChoice,
  type MetricList,
  type SeriousMapiRow,
  type VaccineCategory,
} from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';

/** Spec 2 §7: the child's MAPI reports, newest first. */
export async function fetchMapiList(evaxNumber: string, signal?: AbortSignal): Promise<MapiRow[]> {
  const { data } = await http.get<MetricList<MapiRow>>(apiPath(PATHS.mapiList, { param: evaxNumber }), { signal });
  return data.results;
}

/** The child's given vaccinations a report may name. */
export async function fetchMapiVaccinations(evaxNumber: string, signal?: AbortSignal): Promise<MapiVaccinationChoice[]> {
  const { data } = await http.get<MetricList<MapiVaccinationChoice>>(apiPath(PATHS.mapiVaccinations, { param: evaxNumber }), { signal });
  return data.results;
}

/** Files (id null) or corrects a report; spec 2 §7's paths carry the language and the vaccination category. */
export const saveMapi = (evaxNumber: string, id: number | null, lang: Language, category: VaccineCategory, body: MapiRequest) =>
  id === null
    ? http.post<MapiRow>(apiPath(PATHS.mapiCreate, { param: evaxNumber, lang, category }), body)
    : http.put<MapiRow>(apiPath(PATHS.mapiUpdate, { id, lang, category }), body);

export const deleteMapi = (id: number) => http.delete(apiPath(PATHS.mapiItem, { id }));

/** A page of the serious reports the user may see, newest first. */
export const fetchSeriousMapiPage: PageFetcher<SeriousMapiRow> = (query, signal) => fetchPage<SeriousMapiRow>(PATHS.mapiSeriousList, query, signal);
