import { LOCKOUT } from '@evax/shared/contract';
import { secondsUntil, type Clock } from '../../clock.js';
import type { Db } from '../../db/connection.js';
import { recordAudit } from '../audit/audit.js';
import { maxAttempts } from './errors.js';
import { clearThrottle, findThrottle, recordThrottleFailure, type LockoutPolicy } from './queries.js';

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

/** The key of a user name: trimmed and lower-cased, like sign-in compares them. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase().slice(0, 150);
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
    const now = this.clock.now();
    const state = await recordThrottleFailure(this.db, key, now, this.policy);
    if (state.blocked_now) {
      await recordAudit(this.db, {
        userId: null,
        action: 'lockout',
        entity: 'login',
        entityId: userId ?? key.slice(0, 50),
        after: { level: state.level, blockedUntil: state.blocked_until?.toISOString() ?? null },
      });
    }
    if (state.blocked_until && state.blocked_until > now) throw maxAttempts(secondsUntil(state.blocked_until, now));
  }

  async reset(key: string): Promise<void> {
    await clearThrottle(this.db, key);
  }
}
