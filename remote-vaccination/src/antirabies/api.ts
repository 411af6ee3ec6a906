import {
  API_PATHS,
  MAX_PAGE_SIZE,
  apiPath,
  type KindVaccinesList,
  type ListQuery,
  type Paged,
  type RabiesAbsentRow,
  type RabiesClosureBody,
  type RabiesDoseBody,
  type RabiesFiche,
  type RabiesFicheBody,
  type RabiesFicheCreated,
  type RabiesFicheRow,
  type RabiesFirstUpdateBody,
  type RabiesReminderLanguage,
  type RabiesReminderSent,
  type RabiesRemindersSent,
  type RabiesUpdateBody,
} from '@evax/shared/contract';
import { downloadFile, fetchPage, http, type DownloadedFile, type PageFetcher } from '@evax/shared/runtime';
import { VACCINATION_KEY } from '../common/resource-keys';

/** What the anti-rabies reads are cached under. */
export const RABIES_KEY = [...VACCINATION_KEY, 'antirabies'] as const;

/** What a sheet's details are cached under (its details page and its first update share them). */
export const rabiesDetailsKey = (id: number) => [...RABIES_KEY, 'details', id];

/** GET /api/vaccination_antirabique/fiches_list (a stable fetcher, for the list). */
const page: PageFetcher<RabiesFicheRow> = (query, signal) => fetchPage<RabiesFicheRow>(API_PATHS.rabiesFichesList, query, signal);

/** GET absent_List: the citizens whose next dose is late (a stable fetcher, for the list). */
const absentPage: PageFetcher<RabiesAbsentRow> = (query, signal) => fetchPage<RabiesAbsentRow>(API_PATHS.rabiesAbsentList, query, signal);

/** Anti-rabies vaccination's calls. */
export const rabiesApi = {
  page,
  absentPage,

  /** GET absent_List/export: the absent list's search, structure and ordering, as CSV or XLSX. */
  exportAbsent({ search, ordering, structure }: ListQuery & { structure?: string | number }, format: 'csv' | 'xlsx'): Promise<DownloadedFile> {
    return downloadFile({ path: API_PATHS.rabiesAbsentExport, params: { search, ordering, structure, format }, baseName: 'absents-antirabique' });
  },

  /** POST fiche/{id}/reminder: a reminder SMS to the sheet's phone, in the language chosen. */
  async remind(id: number, language: RabiesReminderLanguage): Promise<RabiesReminderSent> {
    const { data } = await http.post<RabiesReminderSent>(apiPath(API_PATHS.rabiesAbsentReminder, { param: id }), { language });
    return data;
  },

  /** GET fiche/{id}/details: the sheet, its citizen and its planned doses. */
  async details(id: number, signal?: AbortSignal): Promise<RabiesFiche> {
    const { data } = await http.get<RabiesFiche>(apiPath(API_PATHS.rabiesFicheDetails, { param: id }), { signal });
    return data;
  },

  /** POST fiche/{id}/update: the animal state day 0-7 or 7-14, each once. */
  async updateAnimalState(id: number, body: RabiesUpdateBody): Promise<void> {
    await http.post(apiPath(API_PATHS.rabiesFicheUpdate, { param: id }), body);
  },

  /** POST fiche/first_update: once only, confirmed; the animals, the history, the serum and the phone replaced. */
  async firstUpdate(body: RabiesFirstUpdateBody): Promise<RabiesFiche> {
    const { data } = await http.post<RabiesFiche>(API_PATHS.rabiesFicheFirstUpdate, body);
    return data;
  },

  /** POST fiche/{id}/closure: closed with a reason (travel closes it temporarily). */
  async close(id: number, body: RabiesClosureBody): Promise<void> {
    await http.post(apiPath(API_PATHS.rabiesFicheClosure, { param: id }), body);
  },

  /** POST absent_List/reminders: the reminder to each sheet selected; what was sent and what was refused, with its reason. */
  async remindAll(ficheIds: readonly number[], language: RabiesReminderLanguage): Promise<RabiesRemindersSent> {
    const { data } = await http.post<RabiesRemindersSent>(API_PATHS.rabiesAbsentReminders, { ficheIds, language });
    return data;
  },

  /** POST fiche/{id}/reopen: a sheet closed temporarily in progress again, its protocol resumed from today. */
  async reopen(id: number): Promise<void> {
    await http.post(apiPath(API_PATHS.rabiesFicheReopen, { param: id }));
  },

  /** DELETE fiche/{id}/delete. */
  async remove(id: number): Promise<void> {
    await http.delete(apiPath(API_PATHS.rabiesFicheDelete, { param: id }));
  },

  /** GET vaccines_list: the catalogue's active anti-rabies vaccines. */
  async vaccines(signal?: AbortSignal): Promise<KindVaccinesList> {
    const { data } = await http.get<KindVaccinesList>(API_PATHS.rabiesVaccinesList, { signal });
    return data;
  },

  /** POST {id}/vaccination_update: a visit of the protocol given. */
  async recordDose(id: number, body: RabiesDoseBody): Promise<void> {
    await http.post(apiPath(API_PATHS.rabiesVaccinationUpdate, { param: id }), body);
  },

  /** POST fiche/create: the five steps; answers the category, the protocol and the sheet's id. */
  async create(body: RabiesFicheBody): Promise<RabiesFicheCreated> {
    const { data } = await http.post<RabiesFicheCreated>(API_PATHS.rabiesFicheCreate, body);
    return data;
  },

  /** GET {evax}/fiches_list: a citizen's sheets, newest first (a citizen has a few: one page of the most). */
  async citizenSheets(evaxNumber: string, signal?: AbortSignal): Promise<RabiesFicheRow[]> {
    const path = apiPath(API_PATHS.rabiesCitizenFiches, { param: evaxNumber });
    const { data } = await http.get<Paged<RabiesFicheRow>>(path, { params: { page_size: MAX_PAGE_SIZE }, signal });
    return data.results;
  },

  /** GET {evax}/check_citizen_has_protocol_in_progress. */
  async inProgress(evaxNumber: string, signal?: AbortSignal): Promise<{ inProgress: boolean; ficheId: number | null }> {
    const { data } = await http.get<{ inProgress: boolean; ficheId: number | null }>(apiPath(API_PATHS.rabiesCheckInProgress, { param: evaxNumber }), {
      signal,
    });
    return data;
  },
};
