import { useEffect, useState } from 'react';
import { ACCOUNT_API_PATHS, type AuthConfigResponse } from '@evax/shared/contract';
import { publicRequest } from '@evax/shared/runtime';

export type OidcSettings = AuthConfigResponse['oidc'];
export type EnabledOidcSettings = OidcSettings & { authority: string; clientId: string };

/** The professional-body login is offered only when the API names an authority and a client id (spec 1 §2.1). */
export function isOidcEnabled(settings: OidcSettings | null | undefined): settings is EnabledOidcSettings {
  return Boolean(settings?.enabled && settings.authority && settings.clientId);
}

/** GET /api/auth/config: the bot check's and the professional-body login's settings (spec 1 §7.2). */
export function fetchAuthConfig(): Promise<AuthConfigResponse> {
  return publicRequest<AuthConfigResponse>('GET', ACCOUNT_API_PATHS.authConfig);
}

let cached: Promise<AuthConfigResponse> | null = null;

/** GET /api/auth/config once per page load (null while it comes, or when it failed). */
export function loadAuthConfig(): Promise<AuthConfigResponse> {
  cached ??= fetchAuthConfig().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export function useAuthConfig(): AuthConfigResponse | null {
  const [config, setConfig] = useState<AuthConfigResponse | null>(null);
  useEffect(() => {
    let live = true;
    loadAuthConfig().then(
      (value) => live && setConfig(value),
      () => undefined, // no professional-body button when the settings cannot be read
    );
    return () => {
      live = false;
    };
  }, []);
  return config;
}

/** Tests start from an empty cache. */
export function forgetAuthConfig(): void {
  cached = null;
}
