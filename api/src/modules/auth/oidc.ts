import type { ProfessionalIdentity } from '@evax/shared/contract';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Clock } from '../../clock.js';
import { badToken, oidcUnavailable } from './errors.js';
import type { OidcSettings } from './settings.js';

/** Asymmetric algorithms only: a provider's token is never checked with a shared secret. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
/** Clock difference tolerated between the provider and us. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** The provider's keys could not be had (network, timeout, bad JWKS answer), as opposed to a bad token. */
function providerFailed(error: unknown): boolean {
  if (!(error instanceof joseErrors.JOSEError)) return true;
  return error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid || error.code === 'ERR_JOSE_GENERIC';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Verifies the professional body's OpenID Connect tokens: signature against the provider's JWKS
 * (EVAX_OIDC_JWKS_URI, or the jwks_uri of its discovery document), issuer, audience (the API or
 * the client id), expiry. The keys are fetched once and cached by jose (refetched for an unknown
 * key id).
 */
export class OidcVerifier {
  private keys: Promise<JWTVerifyGetKey> | null = null;

  constructor(
    readonly settings: OidcSettings,
    private readonly clock: Clock,
  ) {}

  private jwks(): Promise<JWTVerifyGetKey> {
    this.keys ??= this.jwksUri().then(
      (uri) => createRemoteJWKSet(new URL(uri), { timeoutDuration: this.settings.timeoutMs }),
      (error: unknown) => {
        this.keys = null; // try the discovery again next time
        throw error;
      },
    );
    return this.keys;
  }

  private async jwksUri(): Promise<string> {
    if (this.settings.jwksUri) return this.settings.jwksUri;
    const discovery = `${this.settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    try {
      const response = await fetch(discovery, { signal: AbortSignal.timeout(this.settings.timeoutMs), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const uri = ((await response.json()) as { jwks_uri?: unknown }).jwks_uri;
      if (typeof uri !== 'string') throw new Error('no jwks_uri in the discovery document');
      return uri;
    } catch {
      throw oidcUnavailable();
    }
  }

  /** Who the token's holder is; 400 code 104 for a token that fails, 504 when the provider's keys cannot be read. */
  async verify(token: string): Promise<ProfessionalIdentity> {
    const keys = await this.jwks();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: this.settings.issuer,
        audience: this.settings.audiences,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp', 'iss'],
        currentDate: this.clock.now(),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      if (providerFailed(error)) throw oidcUnavailable();
      if (error instanceof joseErrors.JWTExpired) throw badToken('The professional-body token has expired');
      throw badToken();
    }
    const name = text(payload.name);
    return {
      issuer: payload.iss!,
      subject: payload.sub!,
      email: text(payload.email),
      firstName: text(payload.given_name) ?? (name ? name.split(/\s+/)[0]! : null),
      lastName: text(payload.family_name) ?? (name && name.includes(' ') ? name.split(/\s+/).slice(1).join(' ') : null),
      phone: text(payload.phone_number),
      username: text(payload.preferred_username),
    };
  }
}
