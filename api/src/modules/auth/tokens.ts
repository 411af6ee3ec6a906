import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { DEFAULT_HEADER_TOKEN_TYPE } from '@evax/shared/contract';
import { settingOrCreate } from './queries.js';
import type { Db } from '../../db/connection.js';

const ISSUER = 'evax-api';
const ALGORITHM = 'HS256';
const SECRET_SETTING = 'jwt_secret';
/** How many verified tokens one process remembers (a few hundred bytes each). */
const VERIFIED_TOKENS_KEPT = 10_000;

export interface TokenClaims {
  userId: number;
  /** The structure the user works in with this token (its default one at login). */
  structureId: number | null;
  jti: string;
  expiresAt: Date;
  /** The user's session version when the token was issued (claim sv; 0 when absent). */
  sessionVersion: number;
  /** The Authorization scheme the token must be sent with (claim tt; Bearer when absent). */
  tokenType: string;
}

export interface IssueOptions {
  /** app_user.session_version: a password change raises it and ends the older tokens. */
  sessionVersion?: number;
  /** CNOM_TOKEN_TYPE for professional-body sessions. */
  tokenType?: string;
}

export class TokenError extends Error {
  constructor(readonly reason: 'invalid' | 'expired') {
    super(`access token ${reason}`);
  }
}

/**
 * Signed (HS256), expiring access tokens: sub = user id, sid = structure id, jti for logout,
 * sv = the user's session version, tt = the Authorization scheme when not Bearer.
 */
export class AccessTokens {
  /**
   * Tokens whose signature and claims were already checked, by their exact text: a signature
   * cannot change, so a second check of the same text gives the same answer. Only that is kept;
   * expiry is checked again at every use, and revocation, session version and the user's state
   * are read from the database at every request (authenticate). Bounded; the oldest go first.
   */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    private readonly key: Uint8Array,
    readonly ttlSeconds: number,
    private readonly verifiedLimit = VERIFIED_TOKENS_KEPT,
  ) {}

  async issue(userId: number, structureId: number | null, options: IssueOptions = {}): Promise<{ token: string; claims: TokenClaims }> {
    const jti = randomUUID();
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.ttlSeconds;
    const sessionVersion = options.sessionVersion ?? 0;
    const tokenType = options.tokenType ?? DEFAULT_HEADER_TOKEN_TYPE;
    const extra = { ...(sessionVersion !== 0 ? { sv: sessionVersion } : {}), ...(tokenType !== DEFAULT_HEADER_TOKEN_TYPE ? { tt: tokenType } : {}) };
    const token = await new SignJWT({ sid: structureId, ...extra })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, claims: { userId, structureId, jti, expiresAt: new Date(expiresAt * 1000), sessionVersion, tokenType } };
  }

  /** The token's claims; throws TokenError('expired') or TokenError('invalid') (bad signature, malformed, ...). */
  async verify(token: string): Promise<TokenClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt.getTime() <= Date.now()) {
        this.verified.delete(token);
        throw new TokenError('expired');
      }
      return known;
    }
    const claims = await this.verifySignature(token);
    if (this.verified.size >= this.verifiedLimit) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, Object.freeze(claims));
    return claims;
  }

  private async verifySignature(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM], issuer: ISSUER, requiredClaims: ['sub', 'jti', 'exp'] });
      const userId = Number(payload.sub);
      const { sid, sv = 0, tt = DEFAULT_HEADER_TOKEN_TYPE } = payload;
      if (!Number.isInteger(userId) || (sid !== null && !Number.isInteger(sid)) || !Number.isInteger(sv) || typeof tt !== 'string')
        throw new TokenError('invalid');
      return {
        userId,
        structureId: sid as number | null,
        jti: payload.jti!,
        expiresAt: new Date(payload.exp! * 1000),
        sessionVersion: sv as number,
        tokenType: tt,
      };
    } catch (error) {
      if (error instanceof TokenError) throw error;
      throw new TokenError(error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid');
    }
  }
}

/**
 * The signing key: EVAX_JWT_SECRET when set, otherwise a random secret generated on the first
 * start and kept in the database, so tokens survive restarts and every instance shares it.
 */
export async function loadSigningKey(db: Db, configuredSecret: string | null): Promise<Uint8Array> {
  if (configuredSecret) return new TextEncoder().encode(configuredSecret);
  return loadSecret(db, SECRET_SETTING);
}

/** A random secret generated once per database (every instance shares it), kept in app_setting. */
export async function loadSecret(db: Db, setting: string): Promise<Uint8Array> {
  return new TextEncoder().encode(await settingOrCreate(db, setting, randomBytes(48).toString('base64url')));
}
