import { API_PATHS, type MeResponse } from '@evax/shared/contract';
import { http } from './http-client.js';
import { useAuthStore } from './auth-store.js';

export { signIn } from './sign-in.js';

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
