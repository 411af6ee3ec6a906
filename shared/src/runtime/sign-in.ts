import { API_PATHS, type LoginRequest, type LoginResponse } from '@evax/shared/contract';
import { useAuthStore } from './auth-store.js';
import { publicRequest } from './public-request.js';

/** Signs in and keeps the session; rejects with an ApiError carrying the server's error key. */
export async function signIn(credentials: LoginRequest): Promise<LoginResponse> {
  const response = await publicRequest<LoginResponse>('POST', API_PATHS.login, credentials);
  useAuthStore.getState().signIn(response);
  return response;
}
