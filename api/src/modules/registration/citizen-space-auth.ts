import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { CITIZEN_SPACE_TOKEN, OTP } from '@evax/shared/contract';
import type { FastifyRequest } from 'fastify';
import { addSeconds, type Clock } from '../../clock.js';
import type { Db } from '../../db/connection.js';
import { bearerToken } from '../../http/auth.js';
import { unauthenticated } from '../../http/errors.js';
import { codesSentSince, consumeCode, replaceCode, tryLatestCode, type CodePurpose } from './citizen-space-queries.js';
import { isTokenRevoked, loadSecret, maxAttempts, otpRefused, type SessionOfToken } from '../auth/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The citizen of the request's citizen-space token, once CitizenSpaceTokens.requireCitizen has verified it. */
    citizenId: number | null;
  }
}

const ISSUER = 'evax-citizen-space';
const AUDIENCE = 'citizen-space';

/**
 * The citizen space's sessions: HS256 JWTs signed with a key of their own (not the staff's), issuer
 * `evax-citizen-space`, audience `citizen-space`, subject = the citizen's id, 1 hour. A staff token
 * is not one (other key and issuer), and this one opens no staff route. POST /api/auth/logout
 * revokes one like a staff token (sessionOf, registered with the account services).
 */
export class CitizenSpaceTokens {
  private constructor(
    private readonly key: Uint8Array,
    private readonly db: Db,
  ) {}

  static async load(db: Db): Promise<CitizenSpaceTokens> {
    return new CitizenSpaceTokens(await loadSecret(db, 'citizen_space_jwt_secret'), db);
  }

  private verify(token: string) {
    return jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ['sub', 'exp', 'jti'] });
  }

  /** The session of a citizen-space token (what logout revokes), or null when the token is not one of ours. */
  readonly sessionOf: SessionOfToken = async (token) => {
    try {
      const { payload } = await this.verify(token);
      return { jti: payload.jti!, expiresAt: new Date(payload.exp! * 1000) };
    } catch {
      return null;
    }
  };

  async issue(citizenId: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(String(citizenId))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${CITIZEN_SPACE_TOKEN.ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * preValidation of a citizen-space route: the token verified once, before the body is read (a
   * caller without one learns nothing but 401), its citizen kept on the request (signedInCitizen).
   */
  readonly requireCitizen = async (request: FastifyRequest): Promise<void> => {
    request.citizenId = await this.citizenOf(request);
  };

  /** The citizen's id of the request's token; 401 otherwise. */
  private async citizenOf(request: FastifyRequest): Promise<number> {
    const token = bearerToken(request);
    if (!token) throw unauthenticated('missing');
    let payload;
    try {
      ({ payload } = await this.verify(token));
    } catch (error) {
      throw unauthenticated((error as { code?: string }).code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid');
    }
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id < 1 || (await isTokenRevoked(this.db, payload.jti!))) throw unauthenticated('invalid');
    return id;
  }
}

/** The citizen of a citizen-space route (its token verified by requireCitizen). */
export function signedInCitizen(request: FastifyRequest): number {
  if (request.citizenId === null) throw new Error('signedInCitizen() on a route without requireCitizen');
  return request.citizenId;
}

/**
 * The citizen space's one-time codes, as the staff's (auth/otp.ts): 6 digits kept as an HMAC, 10
 * minutes, once, 5 tries, 3 sent per hour to a phone. A phone with no account gets a decoy row
 * (no code) so that the answer does not tell. Signing in and changing the phone (issue 27) have
 * codes of their own: one cannot stand for the other.
 */
export class CitizenSpaceCodes {
  private constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secret: Uint8Array,
  ) {}

  static async load(db: Db, clock: Clock): Promise<CitizenSpaceCodes> {
    return new CitizenSpaceCodes(db, clock, await loadSecret(db, 'citizen_space_otp_secret'));
  }

  private hash(id: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${id}:${code}`).digest('hex');
  }

  /** A new sign-in code for the phone (the older ones die), or null for a decoy; 429 past 3 an hour. */
  async issue(phone: string, citizenId: number | null): Promise<string | null> {
    return this.issueFor('sign_in', phone, citizenId, null);
  }

  /** A phone-change code, sent to the phone on record, carrying the new phone; 429 past 3 an hour to that phone. */
  async issuePhoneChange(phoneOnRecord: string, citizenId: number, newPhone: string): Promise<string> {
    return (await this.issueFor('phone_change', phoneOnRecord, citizenId, newPhone))!;
  }

  private async issueFor(purpose: CodePurpose, phone: string, citizenId: number | null, newPhone: string | null): Promise<string | null> {
    const now = this.clock.now();
    const hourAgo = addSeconds(now, -3600);
    if ((await codesSentSince(this.db, phone, hourAgo)) >= OTP.maxSendsPerHour) throw maxAttempts(3600);
    const id = randomUUID();
    const code = citizenId === null ? null : String(randomInt(0, 10 ** OTP.length)).padStart(OTP.length, '0');
    await replaceCode(this.db, {
      id,
      phone,
      citizen_id: citizenId,
      code_hash: code === null ? null : this.hash(id, code),
      created_at: now,
      expires_at: addSeconds(now, OTP.ttlSeconds),
      purpose,
      new_phone: newPhone,
    });
    return code;
  }

  /**
   * The citizen whose code this is; otherwise one 400 (otpRefused) whether the code is wrong,
   * expired, used up or was never sent, and whether the phone has an account or not.
   */
  async verify(phone: string, code: string): Promise<number> {
    return (await this.verifyFor('sign_in', phone, code)).citizenId;
  }

  /** The new phone of the phone change waiting on the phone on record, if the code is its own and the citizen's; otherwise the same 400. */
  async verifyPhoneChange(phoneOnRecord: string, citizenId: number, code: string): Promise<string> {
    const verified = await this.verifyFor('phone_change', phoneOnRecord, code);
    if (verified.citizenId !== citizenId || verified.newPhone === null) throw otpRefused();
    return verified.newPhone;
  }

  private async verifyFor(purpose: CodePurpose, phone: string, code: string): Promise<{ citizenId: number; newPhone: string | null }> {
    const now = this.clock.now();
    const row = await tryLatestCode(this.db, phone, purpose, now, OTP.maxVerifyAttempts);
    if (!row) throw otpRefused();
    const expected = row.code_hash === null ? null : Buffer.from(row.code_hash, 'hex');
    const right = expected !== null && row.citizen_id !== null && timingSafeEqual(expected, Buffer.from(this.hash(row.id, code), 'hex'));
    if (!right) throw otpRefused();
    const consumed = await consumeCode(this.db, row.id, now);
    if (!consumed) throw otpRefused();
    return { citizenId: row.citizen_id!, newPhone: row.new_phone };
  }
}
