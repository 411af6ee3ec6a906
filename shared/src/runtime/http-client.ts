import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { AUDIENCE_HEADER, DEFAULT_HEADER_TOKEN_TYPE, TOKEN_INVALID_DETAIL, type ListQuery, type Paged } from '@evax/shared/contract';
import { useAuthStore } from './auth-store.js';
import { toApiError, type ApiError } from './api-error.js';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** False for the calls made before signing in (login): no Authorization header. */
    authenticated?: boolean;
  }
}

/** The one HTTP client of the portal (spec 1 §7.1): same origin, JSON, the session's headers. */
export const http = axios.create({ headers: { Accept: 'application/json' } });

http.interceptors.request.use((config) => {
  const { token, headerTokenType, audience } = useAuthStore.getState();
  if (token && config.authenticated !== false) {
    config.headers.set('Authorization', `${headerTokenType ?? DEFAULT_HEADER_TOKEN_TYPE} ${token}`);
  }
  config.headers.set(AUDIENCE_HEADER, audience);
  return config;
});

http.interceptors.response.use(undefined, (error: AxiosError) => {
  const apiError = toApiError(error);
  if (endsSession(apiError, error.config)) useAuthStore.getState().signOut();
  return Promise.reject(apiError);
});

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
