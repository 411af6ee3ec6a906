/** The sign-in settings of the environment (api/README.md, Configuration). */
import { envValue as value, timeoutMs, type Env } from '../../env.js';

export const DEFAULT_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** The bot check's browser script (the login form loads it; www.recaptcha.net serves it too). */
export const DEFAULT_RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** openid, profile and the API read scope (spec 1 §2.1; the scope's name is ours). */
export const DEFAULT_OIDC_SCOPE = 'openid profile evax.api.read';

export interface RecaptchaSettings {
  secret: string;
  siteKey: string;
  /** The script the login form loads (EVAX_RECAPTCHA_SCRIPT_URL). */
  scriptUrl: string;
  verifyUrl: string;
  timeoutMs: number;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  /** Accepted `aud` values: EVAX_OIDC_AUDIENCE (the API) and the client id (ID tokens). */
  audiences: string[];
  /** null: read from the issuer's discovery document. */
  jwksUri: string | null;
  scope: string;
  timeoutMs: number;
}

export interface AuthSettings {
  /** null: no bot check (login works without it). */
  recaptcha: RecaptchaSettings | null;
  /** null: no professional-body login. */
  oidc: OidcSettings | null;
}

function url(env: Env, name: string, fallback?: string): string | null {
  const raw = value(env, name) ?? fallback ?? null;
  if (raw === null) return null;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error();
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw;
}

/**
 * The bot check is on when EVAX_RECAPTCHA_SECRET is set (then the site key must be too); the
 * professional-body login is on when both EVAX_OIDC_ISSUER and EVAX_OIDC_CLIENT_ID are set.
 */
export function loadAuthSettings(env: Env): AuthSettings {
  const secret = value(env, 'EVAX_RECAPTCHA_SECRET');
  const siteKey = value(env, 'EVAX_RECAPTCHA_SITE_KEY');
  if (secret && !siteKey) throw new Error('EVAX_RECAPTCHA_SITE_KEY must be set with EVAX_RECAPTCHA_SECRET');
  const recaptcha = secret
    ? {
        secret,
        siteKey: siteKey!,
        scriptUrl: url(env, 'EVAX_RECAPTCHA_SCRIPT_URL', DEFAULT_RECAPTCHA_SCRIPT_URL)!,
        verifyUrl: url(env, 'EVAX_RECAPTCHA_VERIFY_URL', DEFAULT_RECAPTCHA_VERIFY_URL)!,
        timeoutMs: timeoutMs(env, 'EVAX_RECAPTCHA_TIMEOUT_MS'),
      }
    : null;

  const issuer = url(env, 'EVAX_OIDC_ISSUER');
  const clientId = value(env, 'EVAX_OIDC_CLIENT_ID');
  if (Boolean(issuer) !== Boolean(clientId)) throw new Error('EVAX_OIDC_ISSUER and EVAX_OIDC_CLIENT_ID go together');
  const audience = value(env, 'EVAX_OIDC_AUDIENCE');
  const oidc =
    issuer && clientId
      ? {
          issuer,
          clientId,
          audiences: [...new Set([audience ?? clientId, clientId])],
          jwksUri: url(env, 'EVAX_OIDC_JWKS_URI'),
          scope: value(env, 'EVAX_OIDC_SCOPE') ?? DEFAULT_OIDC_SCOPE,
          timeoutMs: timeoutMs(env, 'EVAX_OIDC_TIMEOUT_MS'),
        }
      : null;
  return { recaptcha, oidc };
}
