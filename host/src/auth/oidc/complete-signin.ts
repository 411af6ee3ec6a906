import { ACCOUNT_ERROR_KEYS, type CnomTokenVerifyResponse } from '@evax/shared/contract';
import { oidcClient } from './oidc-client';
import { verifyProfessionalToken } from './professional-body-api';
import { isOidcEnabled, loadAuthConfig } from '../auth-config';

export interface CompletedSignin {
  /** The provider's ID token, kept in memory for the first-time registration. */
  token: string;
  verification: CnomTokenVerifyResponse;
}

/** A failure to show: a translation key. */
export class SigninFailure extends Error {
  constructor(readonly key: string) {
    super(key);
  }
}

let pending: { url: string; result: Promise<CompletedSignin> } | null = null;

/**
 * The return to /signin-oidc: the code for tokens (PKCE), the ID token to the API. A known
 * professional's session is kept by then. Once per return URL: the code can be spent only once,
 * however often the page renders.
 */
export function completeProfessionalBodySignin(url: string): Promise<CompletedSignin> {
  if (pending?.url !== url) pending = { url, result: complete(url) };
  return pending.result;
}

async function complete(url: string): Promise<CompletedSignin> {
  const settings = (await loadAuthConfig()).oidc;
  if (!isOidcEnabled(settings)) throw new SigninFailure(ACCOUNT_ERROR_KEYS.OIDC_DISABLED);
  const client = oidcClient(settings);
  const user = await client.signinRedirectCallback(url);
  // The provider's tokens stay nowhere once the API has its answer.
  await client.removeUser();
  if (!user.id_token) throw new SigninFailure('OIDC.FAILED');
  return { token: user.id_token, verification: await verifyProfessionalToken(user.id_token) };
}
