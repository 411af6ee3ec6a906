import { addSeconds, secondsUntil, type Clock } from '../../clock.js';
import type { Db } from '../../db/connection.js';
import { maxAttempts } from './errors.js';
import { hitRateCounter } from './queries.js';

/** At most `limit` hits per key in a fixed window of `windowSeconds` (kept in the database). */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts a hit; 429 'Max Attempts' (code 108) with retryAfter when the window is full. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<void> {
    const now = this.clock.now();
    const { hits, window_start } = await hitRateCounter(this.db, key, now, windowSeconds);
    if (hits > limit) throw maxAttempts(secondsUntil(addSeconds(window_start, windowSeconds), now));
  }
}
