import {
  API_PATHS,
  OPTION_LIST_CODES,
  apiPath,
  type CancelBody,
  type OptionListChoices,
  type PostponeBody,
  type RoutineFolder,
  type RoutineDoseEditBody,
  type RoutineScheduleCounts,
  type RoutineSpecialty,
  type RoutineVaccinationBody,
  type RoutineVaccinationChildRow,
  type RoutineVaccinationCreated,
} from '@evax/shared/contract';
import { downloadFile, fetchPage, http, postMultipart, saveFile, toFormData, type PageFetcher } from '@evax/shared/runtime';

/** GET /api/vaccination_routine/children: the children with where their routine schedule stands. */
export const fetchRoutineChildrenPage: PageFetcher<RoutineVaccinationChildRow> = (query, signal) =>
  fetchPage<RoutineVaccinationChildRow>(API_PATHS.routineVaccinationChildren, query, signal);

/** GET /api/vaccination_routine/schedule_counts: the children of the user's structure with a dose due, overdue, today. */
export async function fetchRoutineScheduleCounts(signal?: AbortSignal): Promise<RoutineScheduleCounts> {
  const { data } = await http.get<RoutineScheduleCounts>(API_PATHS.routineScheduleCounts, { signal });
  return data;
}

/** What the vaccination area's reads are cached under; a write invalidates it all. */
export const VACCINATION_KEY = ['vaccination'] as const;
export const FOLDER_KEY = [...VACCINATION_KEY, 'routine-folder'] as const;

/** GET /api/vaccination_routine/{evax}: the child's booklet, computed from the national schedule. */
export async function fetchRoutineFolder(evaxNumber: string, signal?: AbortSignal): Promise<RoutineFolder> {
  const { data } = await http.get<RoutineFolder>(apiPath(API_PATHS.routineFolder, { param: evaxNumber }), { signal });
  return data;
}

/** POST /api/vaccination (multipart, spec 2 §7): the doses of the visit under vaccines_set. */
export const createRoutineVaccination = (payload: VaccinationPayload) =>
  postMultipart<RoutineVaccinationCreated>(API_PATHS.vaccinationCreate, payload as unknown as Record<string, unknown>);

/** The visit's form: the doses, and its supporting file when one is chosen. */
export type VaccinationPayload = RoutineVaccinationBody & { file?: File };

/** POST /api/vaccination_routine/nex_vaccination (multipart): the doses due now, given today. */
export const createNextVaccination = (payload: VaccinationPayload) =>
  postMultipart<RoutineVaccinationCreated>(API_PATHS.routineNextVaccination, payload as unknown as Record<string, unknown>);

/** PUT /api/vaccination/{id}: a past dose's fields replaced (edit-past-vaccination); with a file, multipart, the file replacing the dose's. */
export async function editPastDose(id: number, body: RoutineDoseEditBody, file?: File): Promise<void> {
  const path = apiPath(API_PATHS.vaccinationEdit, { param: String(id) });
  await http.put(path, file ? toFormData({ ...body, file }) : body);
}

/** GET /api/vaccination/download-file/{id}: the visit's supporting file, saved under its name. */
export async function downloadVaccinationFile(id: number): Promise<void> {
  saveFile(await downloadFile({ path: apiPath(API_PATHS.vaccinationFile, { param: String(id) }), baseName: 'document' }));
}

/** POST /api/vaccination/{evax}/report: the dose's appointment moves to a later day. */
export async function postponeDose(evaxNumber: string, body: PostponeBody): Promise<void> {
  await http.post(apiPath(API_PATHS.vaccinationPostpone, { param: evaxNumber }), body);
}

/** POST /api/vaccination/{evax}/cancel: the dose will not be given (irreversible). */
export async function cancelDose(evaxNumber: string, body: CancelBody): Promise<void> {
  await http.post(apiPath(API_PATHS.vaccinationCancel, { param: evaxNumber }), body);
}

/** The injection sites of the option list (spec 2 §3), for every signed-in user. */
export async function fetchInjectionSites(signal?: AbortSignal): Promise<OptionListChoices> {
  const { data } = await http.get<OptionListChoices>(apiPath(API_PATHS.optionListChoices, { code: OPTION_LIST_CODES.injectionSite }), { signal });
  return data;
}

/** GET /api/vaccination_routine/specialties: the catalogue's specialties of the schedule's DCIs. */
export async function fetchRoutineSpecialties(): Promise<RoutineSpecialty[]> {
  const { data } = await http.get<RoutineSpecialty[]>(API_PATHS.routineSpecialties);
  return data;
}

/** The specialty picker's options: the specialties of the dose's DCI whose name holds the search. */
export async function specialtyOptions(dci: number | null, search: string): Promise<{ value: number; label: string }[]> {
  if (dci === null) return [];
  const needle = search.trim().toLowerCase();
  return (await fetchRoutineSpecialties())
    .filter((s) => s.dci === dci && (!needle || s.commercialName.toLowerCase().includes(needle)))
    .map((s) => ({ value: s.id, label: `${s.commercialName} (${s.manufacturer})` }));
}
