import {
  API_PATHS,
  apiPath,
  type BookBody,
  type CancelBody,
  type IssuedCertificate,
  type PostponeBody,
  type RoutineDoseEditBody,
  type RoutineFolder,
  type RoutineSpecialty,
  type RoutineVaccinationBody,
  type RoutineVaccinationChildRow,
  type RoutineVaccinationCreated,
  type Language,
} from '@evax/shared/contract';
import { downloadFile, fetchPage, http, postMultipart, saveFile, toFormData, type PageFetcher } from '@evax/shared/runtime';
import { VACCINATION_KEY } from '../common/resource-keys';

/** What routine vaccination's reads are cached under. */
export const ROUTINE_KEY = [...VACCINATION_KEY, 'routine'] as const;
/** A child's booklet: `[...ROUTINE_FOLDER_KEY, evaxNumber]`. */
export const ROUTINE_FOLDER_KEY = [...ROUTINE_KEY, 'folder'] as const;

/** The visit's form: the doses, and its supporting file when one is chosen. */
export type VaccinationPayload = RoutineVaccinationBody & { file?: File };

/** GET /api/vaccination_routine/children: the children with where their routine schedule stands (a stable fetcher, for the list). */
const childrenPage: PageFetcher<RoutineVaccinationChildRow> = (query, signal) =>
  fetchPage<RoutineVaccinationChildRow>(API_PATHS.routineVaccinationChildren, query, signal);

/** Routine vaccination's calls. */
export const routineApi = {
  childrenPage,

  /** GET /api/vaccination_routine/{evax}: the child's booklet, computed from the national schedule. */
  async folder(evaxNumber: string, signal?: AbortSignal): Promise<RoutineFolder> {
    const { data } = await http.get<RoutineFolder>(apiPath(API_PATHS.routineFolder, { param: evaxNumber }), { signal });
    return data;
  },

  /** POST /api/vaccination (multipart, spec 2 §7): the doses of the visit under vaccines_set. */
  create: (payload: VaccinationPayload) => postMultipart<RoutineVaccinationCreated>(API_PATHS.vaccinationCreate, payload as unknown as Record<string, unknown>),

  /** POST /api/vaccination_routine/nex_vaccination (multipart): the doses due now, given today. */
  createNext: (payload: VaccinationPayload) =>
    postMultipart<RoutineVaccinationCreated>(API_PATHS.routineNextVaccination, payload as unknown as Record<string, unknown>),

  /** PUT /api/vaccination/{id}: a past dose's fields replaced (edit-past-vaccination); with a file, multipart, the file replacing the dose's. */
  async editPastDose(id: number, body: RoutineDoseEditBody, file?: File): Promise<void> {
    const path = apiPath(API_PATHS.vaccinationEdit, { param: String(id) });
    await http.put(path, file ? toFormData({ ...body, file }) : body);
  },

  /** POST /api/vaccination/{evax}/report: the dose's appointment moves to a later day. */
  async postpone(evaxNumber: string, body: PostponeBody): Promise<void> {
    await http.post(apiPath(API_PATHS.vaccinationPostpone, { param: evaxNumber }), body);
  },

  /** POST /api/vaccination/{evax}/appointment: the dose's appointment booked on a day, today or later (issue 32). */
  async book(evaxNumber: string, body: BookBody): Promise<void> {
    await http.post(apiPath(API_PATHS.vaccinationBook, { param: evaxNumber }), body);
  },

  /** POST /api/vaccination/{evax}/cancel: the dose will not be given (irreversible). */
  async cancel(evaxNumber: string, body: CancelBody): Promise<void> {
    await http.post(apiPath(API_PATHS.vaccinationCancel, { param: evaxNumber }), body);
  },

  /** GET /api/vaccination_routine/specialties: the catalogue's specialties of the schedule's DCIs. */
  async specialties(): Promise<RoutineSpecialty[]> {
    const { data } = await http.get<RoutineSpecialty[]>(API_PATHS.routineSpecialties);
    return data;
  },

  /** GET /api/get_pdf/{evax}/{lang}: the child's vaccine calendar, a PDF made by the server in the language asked. */
  async calendarPdf(evaxNumber: string, lang: Language): Promise<Blob> {
    const { blob } = await downloadFile({ path: apiPath(API_PATHS.calendarPdf, { param: evaxNumber, lang }) });
    return blob;
  },

  /** GET /api/children/{evax}/fhir: the child and its given doses as a FHIR R4 Bundle, saved under the server's file name. */
  async fhirExport(evaxNumber: string): Promise<void> {
    saveFile(await downloadFile({ path: apiPath(API_PATHS.fhirExport, { param: evaxNumber }), baseName: `evax-${evaxNumber}` }));
  },

  /** GET /api/children/{evax}/certificates: the child's vaccination certificates, newest first. */
  async certificates(evaxNumber: string, signal?: AbortSignal): Promise<IssuedCertificate[]> {
    const { data } = await http.get<IssuedCertificate[]>(apiPath(API_PATHS.certificates, { param: evaxNumber }), { signal });
    return data;
  },

  /** POST /api/children/{evax}/certificates: a certificate of the given doses, signed by the server (a reissue needs its permission). */
  async issueCertificate(evaxNumber: string): Promise<IssuedCertificate> {
    const { data } = await http.post<IssuedCertificate>(apiPath(API_PATHS.certificates, { param: evaxNumber }), {});
    return data;
  },

  /** GET /api/certificates/{id}/pdf/{lang}: an issued certificate with its QR code, in the language asked. */
  async certificatePdf(id: string, lang: Language): Promise<Blob> {
    const { blob } = await downloadFile({ path: apiPath(API_PATHS.certificatePdf, { id, lang }) });
    return blob;
  },
};
