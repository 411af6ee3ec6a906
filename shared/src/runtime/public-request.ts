import { AUDIENCE_HEADER, isErrorEnvelope } from '@evax/shared/contract';
import { ApiError } from './api-error.js';
import { useAuthStore } from './auth-store.js';

/**
 * A call made before signing in (the login itself, the sign-in settings), with fetch rather than
 * the HTTP client: the light sign-in page builds without axios. Same headers as the client's
 * unauthenticated calls (JSON, the audience, no Authorization); rejects with an ApiError.
 */
export async function publicRequest<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [AUDIENCE_HEADER]: useAuthStore.getState().audience };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Pick<Response, 'ok' | 'status' | 'json'>;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (error) {
    throw new ApiError({ status: null, envelope: null, message: error instanceof Error ? error.message : String(error) });
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      envelope: isErrorEnvelope(data) ? data : null,
      message: `Request failed with status code ${response.status}`,
    });
  }
  return data as T;
}
