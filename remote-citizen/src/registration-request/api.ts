import { API_PATHS, apiPath, type RegistrationRequestDetail, type RegistrationRequestRow, type RejectRequest } from '@evax/shared/contract';
import { fetchPage, http, type PageFetcher } from '@evax/shared/runtime';

/** What the requests' reads are cached under. */
export const REGISTRATION_KEY = ['citizen', 'registration-requests'] as const;

/** GET /api/subscription_requests: one page (status, created_from / created_to, search, ordering). */
export const fetchRequestsPage: PageFetcher<RegistrationRequestRow> = (query, signal) =>
  fetchPage<RegistrationRequestRow>(API_PATHS.subscriptionRequests, query, signal);

export async function fetchRequest(id: number | string, signal?: AbortSignal): Promise<RegistrationRequestDetail> {
  const { data } = await http.get<RegistrationRequestDetail>(apiPath(API_PATHS.subscriptionRequestOne, { id }), { signal });
  return data;
}

/** The supporting file as a blob (the call carries the session, so an <img src> could not). */
export async function fetchRequestFile(id: number | string, signal?: AbortSignal): Promise<Blob> {
  const { data } = await http.get<Blob>(apiPath(API_PATHS.subscriptionRequestFile, { id }), { responseType: 'blob', signal });
  return data;
}

/** POST validate-subscription-request: accept. */
export async function acceptRequest(id: number): Promise<RegistrationRequestDetail> {
  const { data } = await http.post<RegistrationRequestDetail>(apiPath(API_PATHS.subscriptionRequestValidate, { id }), {});
  return data;
}

/** POST in-person-check: the applicant is asked to come with the identity paper (issue 27). */
export async function sendForInPersonCheck(id: number): Promise<RegistrationRequestDetail> {
  const { data } = await http.post<RegistrationRequestDetail>(apiPath(API_PATHS.subscriptionRequestInPerson, { id }), {});
  return data;
}

export async function rejectRequest(id: number, body: RejectRequest): Promise<RegistrationRequestDetail> {
  const { data } = await http.post<RegistrationRequestDetail>(apiPath(API_PATHS.subscriptionRequestReject, { id }), body);
  return data;
}
