import {
  ACCOUNT_API_PATHS,
  API_PATHS,
  type ChangePhoneResponse,
  type LoginResponse,
  type MeResponse,
  type PhoneOtpResponse,
  type ProfileUpdateRequest,
  type UpdatePasswordRequest,
} from '@evax/shared/contract';
import { http, useAuthStore } from '@evax/shared/runtime';

/** The calls of the profile screens (spec 3 §7 Profile); each keeps the store's session up to date. */

export async function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  const { data } = await http.get<MeResponse>(API_PATHS.me, { signal });
  useAuthStore.getState().updateProfile(data);
  return data;
}

/** PATCH /api/v1/me: only the fields given change; the header greets with the new name at once. */
export async function updateMe(changes: ProfileUpdateRequest): Promise<MeResponse> {
  const { data } = await http.patch<MeResponse>(API_PATHS.me, changes);
  useAuthStore.getState().updateProfile(data);
  return data;
}

/** The server ends every older session and answers a new one, which replaces ours. */
export async function updatePassword(body: UpdatePasswordRequest): Promise<LoginResponse> {
  const { data } = await http.put<LoginResponse>(ACCOUNT_API_PATHS.meUpdatePassword, body);
  useAuthStore.getState().signIn(data);
  return data;
}

export async function requestPhoneChange(phone: string): Promise<ChangePhoneResponse> {
  const { data } = await http.post<ChangePhoneResponse>(ACCOUNT_API_PATHS.changePhone, { phone });
  return data;
}

export async function confirmPhoneChange(code: string): Promise<PhoneOtpResponse> {
  const { data } = await http.post<PhoneOtpResponse>(ACCOUNT_API_PATHS.phoneOtp, { code });
  useAuthStore.getState().updateProfile(data.profile);
  return data;
}
