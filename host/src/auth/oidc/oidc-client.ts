import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { SHELL_ROUTES } from '@evax/shared/contract';
import type { EnabledOidcSettings } from '../auth-config';

/**
 * Authorization code with PKCE (oidc-client-ts's default for response_type code), back to the
 * app's own /signin-oidc. The provider's tokens are kept only for the round trip, in this tab's
 * session storage, and removed once the API has taken the ID token.
 */
export function oidcClient(settings: EnabledOidcSettings, origin = window.location.origin): UserManager {
  return new UserManager({
    authority: settings.authority,
    client_id: settings.clientId,
    redirect_uri: `${origin}${settings.redirectPath || SHELL_ROUTES.signinOidc}`,
    response_type: 'code',
    scope: settings.scope ?? 'openid profile',
    // Always ask the provider: after a logout here, the next person at this computer is not signed in silently.
    prompt: 'login',
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}
