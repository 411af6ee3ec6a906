import {
  ACCOUNT_API_PATHS,
  type CurrentCenterChangeResponse,
  type ForgotPasswordRequest,
  type LoginResponse,
  type OtpRequestResponse,
  type ResetPasswordChangeRequest,
  type VerifyOtpResponse,
  type VerifyUserResponse,
} from '@evax/shared/contract';
import { http, useAuthStore } from '@evax/shared/runtime';

/** The calls of the sign-in flows (spec 1 §7.2); each rejects with an ApiError. */

/**
 * The new-password screen, signed in (first login, or a change with the current password):
 * sends only the non-empty password fields, never the confirmation, plus the user id. The
 * answer is a new session (older tokens stop working), kept at once.
 */
export async function changePasswordSignedIn(values: { currentPassword?: string; newPassword: string }): Promise<LoginResponse> {
  const userId = useAuthStore.getState().currentUser?.pk;
  const body: ResetPasswordChangeRequest = { userId, newPassword: values.newPassword };
  if (values.currentPassword) body.currentPassword = values.currentPassword;
  const { data } = await http.post<LoginResponse>(ACCOUNT_API_PATHS.resetPasswordChange, body);
  useAuthStore.getState().signIn(data);
  return data;
}

export async function requestResetCode(request: ForgotPasswordRequest): Promise<OtpRequestResponse> {
  return (await http.post<OtpRequestResponse>(ACCOUNT_API_PATHS.resetPassword, request, { authenticated: false })).data;
}

export async function checkResetRequest(requestId: string): Promise<VerifyUserResponse> {
  return (await http.post<VerifyUserResponse>(ACCOUNT_API_PATHS.resetPasswordVerifyUser, { requestId }, { authenticated: false })).data;
}

export async function verifyResetCode(requestId: string, code: string): Promise<VerifyOtpResponse> {
  return (await http.post<VerifyOtpResponse>(ACCOUNT_API_PATHS.resetPasswordVerifyOtp, { requestId, code }, { authenticated: false })).data;
}

/** Forgot password, last step: the reset token and the new password. The session it answers is not kept: the user signs in. */
export async function resetPasswordWithToken(token: string, newPassword: string): Promise<void> {
  await http.post<LoginResponse>(ACCOUNT_API_PATHS.resetPasswordChange, { token, newPassword }, { authenticated: false });
}

/** POST /api/current-center/change: the chosen structure becomes the default, with its permissions and a new token. */
export async function changeCurrentCenter(structureId: number): Promise<CurrentCenterChangeResponse> {
  const { data } = await http.post<CurrentCenterChangeResponse>(ACCOUNT_API_PATHS.currentCenterChange, { structure: structureId });
  useAuthStore.getState().changeCenter(data);
  return data;
}
