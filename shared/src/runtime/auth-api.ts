import { API_PATHS, type LoginRequest, type LoginResponse, type MeResponse } from '@evax/shared/contract';
import { http } from './http-client.js';
import { useAuthStore } from './auth-store.js';

/** Signs in and keeps the session; rejects with an ApiError carrying the server's error key. */
export async function signIn(credentials: LoginRequest): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>(API_PATHS.login, credentials, { authenticated: false });
  useAuthStore.getState().signIn(data);
  return data;
}

/** Tells the server (best effort) and wipes the session whatever it answers. */
export async function signOut(): Promise<void> {
  try {
    if (useAuthStore.getState().token) await http.post(API_PATHS.logout);
  } catch {
    // The session ends on this side anyway.
  } finally {
    useAuthStore.getState().signOut();
  }
}

export async function refreshProfile(): Promise<MeResponse> {
  const { data } = await http.get<MeResponse>(API_PATHS.me);
  useAuthStore.getState().updateProfile(data);
  return data;
}
