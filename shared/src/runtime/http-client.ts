import axios, { AxiosHeaders, type AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  API_PATHS,
  AUDIENCE_HEADER,
  DEFAULT_HEADER_TOKEN_TYPE,
  PERMISSIONS_VERSION_HEADER,
  permissionsVersion,
  TOKEN_INVALID_DETAIL,
  type ListQuery,
  type MeSessionResponse,
  type Paged,
  type Permission,
} from '@evax/shared/contract';
import { useAuthStore, type Session } from './auth-store.js';
import { toApiError, type ApiError } from './api-error.js';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** False for the calls made before signing in (login): no Authorization header. */
    authenticated?: boolean;
  }
}

/** The one HTTP client of the portal (spec 1 §7.1): same origin, JSON, the session's headers. */
export const http = axios.create({ headers: { Accept: 'application/json' } });

/** The Authorization header of the session. */
const authorization = ({ token, headerTokenType }: Session) => `${headerTokenType ?? DEFAULT_HEADER_TOKEN_TYPE} ${token}`;

http.interceptors.request.use((config) => {
  const session = useAuthStore.getState();
  if (session.token && config.authenticated !== false) config.headers.set('Authorization', authorization(session));
  config.headers.set(AUDIENCE_HEADER, session.audience);
  return config;
});

http.interceptors.response.use(
  (response) => {
    checkPermissionsVersion(response);
    return response;
  },
  (error: AxiosError) => {
    checkPermissionsVersion(error.response);
    const apiError = toApiError(error);
    if (endsSession(apiError, error.config)) useAuthStore.getState().signOut();
    return Promise.reject(apiError);
  },
);

let held: { permissions: Permission[]; version: string } | null = null;
/** The version the last refresh was for (a refresh that does not settle it is not repeated). */
let refreshedFor: string | null = null;
let refreshing: Promise<void> | null = null;

/**
 * An answer to the session's token says the version of its permissions now (issue 34): when it is
 * not the one of the permissions held, they are read again from GET /api/v1/me, once at a time;
 * the menu and the route guards follow the store.
 */
function checkPermissionsVersion(response: AxiosResponse | undefined): void {
  const headers = response?.headers;
  const version = headers instanceof AxiosHeaders ? headers.get(PERMISSIONS_VERSION_HEADER) : undefined;
  const session = useAuthStore.getState();
  // Only an answer to the session's own token speaks of the permissions it holds.
  if (typeof version !== 'string' || !session.token || response!.config.headers.get('Authorization') !== authorization(session)) return;
  const { permissions } = session;
  if (held?.permissions !== permissions) held = { permissions, version: permissionsVersion(permissions) };
  if (version === held.version || version === refreshedFor || refreshing) return;
  refreshedFor = version;
  refreshing = http
    .get<MeSessionResponse>(API_PATHS.me)
    .then(({ data }) => useAuthStore.getState().updateProfile(data))
    .catch(() => {
      refreshedFor = null;
    })
    .finally(() => {
      refreshing = null;
    });
}

/**
 * Spec 1 §8: a 401 on an authenticated call, or the detail "Token is invalid or expired",
 * wipes the session; the route guards then send the user to the login page.
 */
function endsSession(error: ApiError, config: InternalAxiosRequestConfig | undefined): boolean {
  const wasAuthenticated = Boolean(config?.headers?.has('Authorization'));
  return (error.status === 401 && wasAuthenticated) || Boolean(error.envelope?.detail.includes(TOKEN_INVALID_DETAIL));
}

/** One page of a list (`{count, results}`), with the list query as URL parameters. */
export async function fetchPage<Row>(path: string, query: ListQuery, signal?: AbortSignal): Promise<Paged<Row>> {
  const { data } = await http.get<Paged<Row>>(path, { params: query, signal });
  return data;
}
