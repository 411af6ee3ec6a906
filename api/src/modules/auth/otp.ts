import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { OTP, RESET_TOKEN_TTL_SECONDS } from '@evax/shared/contract';
import { addSeconds, secondsUntil, type Clock } from '../../clock.js';
import type { OtpPurpose } from '../../db/schema.js';
import type { Db } from '../../db/connection.js';
import { maxAttempts, otpExpired, otpInvalid } from './errors.js';
import {
  consumeOtpChallenge,
  countOtpAttempt,
  findOtpChallenge,
  findPendingOtpChallenge,
  findResetToken,
  insertOtpChallenge,
  insertResetToken,
} from './queries.js';

export interface IssuedCode {
  id: string;
  /** null when no account matched: nothing is sent, but the request looks the same. */
  code: string | null;
  expiresAt: Date;
}

export interface VerifiedCode {
  userId: number;
  phone: string | null;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * One-time codes sent by SMS: 6 random digits, kept as an HMAC (keyed by a server secret, so
 * that a copy of the database does not give them away), valid 10 minutes, used once, 5 tries.
 */
export class OneTimeCodes {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secret: Uint8Array,
  ) {}

  private hash(id: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${id}:${code}`).digest('hex');
  }

  /** A new code for the account (replacing the one still waiting), or a decoy request when userId is null. */
  async issue(purpose: OtpPurpose, userId: number | null, phone: string | null): Promise<IssuedCode> {
    const now = this.clock.now();
    const id = randomUUID();
    const code = userId === null ? null : String(randomInt(0, 10 ** OTP.length)).padStart(OTP.length, '0');
    const expiresAt = addSeconds(now, OTP.ttlSeconds);
    await insertOtpChallenge(this.db, { id, purpose, userId, phone, codeHash: code === null ? null : this.hash(id, code), now, expiresAt });
    return { id, code, expiresAt };
  }

  /** Where a request stands: seconds left and tries left; 400 OTP_EXPIRED when no code waits. */
  async status(purpose: OtpPurpose, id: string): Promise<{ expiresIn: number; attemptsLeft: number }> {
    const row = await findOtpChallenge(this.db, id, purpose);
    const now = this.clock.now();
    if (!row || row.consumed_at !== null || row.expires_at <= now || row.attempts >= OTP.maxVerifyAttempts) throw otpExpired();
    return { expiresIn: secondsUntil(row.expires_at, now), attemptsLeft: OTP.maxVerifyAttempts - row.attempts };
  }

  /** Checks the code of request `id`; uses it up when right. */
  async verify(purpose: OtpPurpose, id: string, code: string): Promise<VerifiedCode> {
    const now = this.clock.now();
    const attempt = await countOtpAttempt(this.db, id, now, OTP.maxVerifyAttempts);
    if (!attempt) {
      const row = await findOtpChallenge(this.db, id, purpose);
      if (row && row.consumed_at === null && row.expires_at > now) throw maxAttempts();
      throw otpExpired();
    }
    const expected = attempt.code_hash === null ? null : Buffer.from(attempt.code_hash, 'hex');
    const given = Buffer.from(this.hash(id, code), 'hex');
    const right = expected !== null && attempt.user_id !== null && timingSafeEqual(expected, given);
    if (!right) throw otpInvalid(OTP.maxVerifyAttempts - attempt.attempts);
    if (!(await consumeOtpChallenge(this.db, id, now))) throw otpExpired();
    return { userId: attempt.user_id!, phone: attempt.phone };
  }

  /** Checks the code waiting for this account (phone change: one code at a time per account). */
  async verifyPending(purpose: OtpPurpose, userId: number, code: string): Promise<VerifiedCode> {
    const pending = await findPendingOtpChallenge(this.db, userId, purpose);
    if (!pending) throw otpExpired();
    return this.verify(purpose, pending.id, code);
  }

  /** A password-reset token for the account: 32 random bytes, kept as a SHA-256 hash, 15 minutes, once. */
  async issueResetToken(userId: number): Promise<{ token: string; expiresIn: number }> {
    const now = this.clock.now();
    const token = randomBytes(32).toString('base64url');
    await insertResetToken(this.db, { tokenHash: sha256(token), userId, now, expiresAt: addSeconds(now, RESET_TOKEN_TTL_SECONDS) });
    return { token, expiresIn: RESET_TOKEN_TTL_SECONDS };
  }

  /** What a reset token is worth now (it is used up by the password change itself). */
  async resetTokenStatus(
    token: string,
  ): Promise<{ status: 'valid' | 'expired' | 'invalid'; userId: number | null; expiresAt: Date | null; tokenHash: string }> {
    const tokenHash = sha256(token);
    const row = await findResetToken(this.db, tokenHash);
    if (!row || row.used_at !== null) return { status: 'invalid', userId: null, expiresAt: null, tokenHash };
    const status = row.expires_at <= this.clock.now() ? 'expired' : 'valid';
    return { status, userId: row.user_id, expiresAt: row.expires_at, tokenHash };
  }
}
