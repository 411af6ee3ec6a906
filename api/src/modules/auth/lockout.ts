import { createHash } from 'node:crypto';
import { LOCKOUT, NAME_LOCKOUT_FAILURES } from '@evax/shared/contract';
import { secondsUntil, type Clock } from '../../clock.js';
import type { Db } from '../../db/connection.js';
import { recordAudit } from '../audit/index.js';
import { maxAttempts } from './errors.js';
import { clearThrottle, findThrottle, latestBlockEnd, recordThrottleFailure, type LockoutPolicy, type ThrottleState } from './queries.js';

/**
 * The sign-in lock-out (spec 3 §8): after LOCKOUT.failuresBeforeBlock failures in a row the user
 * name is blocked 5 min, then 15 min, 3 h and 24 h for each next block (24 h again after that).
 * A successful sign-in (or a password reset) starts everything over; so do 24 h without a
 * failure, counted from the end of the last block. Counters live in the database, so they hold
 * across restarts and API instances.
 */
export const LOCKOUT_POLICY: LockoutPolicy = {
  failuresBeforeBlock: LOCKOUT.failuresBeforeBlock,
  blockSeconds: LOCKOUT.blockSeconds,
  quietResetSeconds: 24 * 3600,
};

/** The name's own block at sign-in: the same lengths, after failures from several addresses. */
export const NAME_LOCKOUT_POLICY: LockoutPolicy = { ...LOCKOUT_POLICY, failuresBeforeBlock: NAME_LOCKOUT_FAILURES };

/** The key of a user name: trimmed and lower-cased, like sign-in compares them. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 150);
}

/**
 * The prefix of the counters of one user name from each client address. It starts with a
 * space, which a (trimmed) name key never does, so that no typed name can stand for one.
 */
function addressKeysPrefix(nameKey: string): string {
  return ` ${createHash('sha256').update(nameKey).digest('hex').slice(0, 32)}|`;
}

/** The counter of the sign-ins on a user name from one client address. */
export function nameAtAddressKey(nameKey: string, address: string): string {
  return `${addressKeysPrefix(nameKey)}${address}`.slice(0, 150);
}

/** A sign-in attempt as the lock-out counts it. */
export interface SignInAttempt {
  /** usernameKey of the typed name. */
  name: string;
  /** The client address (clientAddress of the request). */
  address: string;
}

export class LoginLockout {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly policy: LockoutPolicy = LOCKOUT_POLICY,
  ) {}

  /** 429 'Max Attempts' (code 108, retryAfter) while the name is blocked, whatever the password. */
  async assertNotBlocked(key: string): Promise<void> {
    const row = await findThrottle(this.db, key);
    const now = this.clock.now();
    if (row?.blocked_until && row.blocked_until > now) throw maxAttempts(secondsUntil(row.blocked_until, now));
  }

  /** Counts a failure; throws 429 when the name is (now) blocked. */
  async recordFailure(key: string, userId: number | null): Promise<void> {
    const state = await this.count(key, userId, this.policy);
    this.throwIfBlocked(state);
  }

  /**
   * Sign-in: 429 while the name is blocked for everyone, or for this address. One query, before
   * any password is hashed.
   */
  async assertSignInAllowed(attempt: SignInAttempt): Promise<void> {
    const until = await latestBlockEnd(this.db, [attempt.name, nameAtAddressKey(attempt.name, attempt.address)]);
    const now = this.clock.now();
    if (until && until > now) throw maxAttempts(secondsUntil(until, now));
  }

  /**
   * A failed sign-in counts for the name at this address with the spec's escalation (5 failures,
   * then 5 min, 15 min, 3 h, 24 h). Only the address's first round of failures (up to its first
   * block) counts for the name itself, blocked after NAME_LOCKOUT_FAILURES: an address alone can
   * lock an account out for itself only. Throws 429 when either is (now) blocked.
   */
  async recordSignInFailure(attempt: SignInAttempt, userId: number | null): Promise<void> {
    const atAddress = await this.count(nameAtAddressKey(attempt.name, attempt.address), userId, this.policy, attempt.address);
    const firstRound = atAddress.level === 0 || (atAddress.blocked_now && atAddress.level === 1);
    if (firstRound) this.throwIfBlocked(await this.count(attempt.name, userId, NAME_LOCKOUT_POLICY));
    this.throwIfBlocked(atAddress);
  }

  /** Starts the name over: its own counter and those of every address. */
  async reset(key: string): Promise<void> {
    await clearThrottle(this.db, key, addressKeysPrefix(key));
  }

  private async count(key: string, userId: number | null, policy: LockoutPolicy, address?: string): Promise<ThrottleState> {
    const state = await recordThrottleFailure(this.db, key, this.clock.now(), policy);
    if (state.blocked_now) {
      await recordAudit(this.db, {
        userId: null,
        action: 'lockout',
        entity: 'login',
        entityId: userId ?? key.trim().slice(0, 50),
        after: { level: state.level, blockedUntil: state.blocked_until?.toISOString() ?? null, ...(address !== undefined ? { address } : {}) },
      });
    }
    return state;
  }

  private throwIfBlocked(state: ThrottleState): void {
    const now = this.clock.now();
    if (state.blocked_until && state.blocked_until > now) throw maxAttempts(secondsUntil(state.blocked_until, now));
  }
}
