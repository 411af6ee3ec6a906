import { ACCOUNT_API_PATHS, type CnomTokenVerifyResponse, type CreatePrivateProfessionalRequest, type LoginResponse } from '@evax/shared/contract';
import { http, useAuthStore } from '@evax/shared/runtime';

/** The provider's token to the API (cnom-token-verify); a known professional's session starts at once. */
export async function verifyProfessionalToken(token: string): Promise<CnomTokenVerifyResponse> {
  const { data } = await http.post<CnomTokenVerifyResponse>(ACCOUNT_API_PATHS.cnomTokenVerify, { token }, { authenticated: false });
  if (data.session) useAuthStore.getState().signIn(data.session);
  return data;
}

/** First sign-in: the account of a private healthcare professional, then its session. */
export async function createPrivateProfessional(request: CreatePrivateProfessionalRequest): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>(ACCOUNT_API_PATHS.createPrivateProfessional, request, { authenticated: false });
  useAuthStore.getState().signIn(data);
  return data;
}
