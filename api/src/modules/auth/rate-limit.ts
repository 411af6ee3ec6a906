import { addSeconds, secondsUntil, type Clock } from '../../clock.js';
import type { Db } from '../../db/connection.js';
import { maxAttempts } from './errors.js';
import { findRateCounter, hitRateCounter } from './queries.js';

/** A key's count in its current window, and when that window ends. */
export interface WindowCount {
  hits: number;
  windowEnd: Date;
}

/** At most `limit` hits per key in a fixed window of `windowSeconds` (kept in the database). */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts a hit; 429 'Max Attempts' (code 108) with retryAfter when the window is full. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<void> {
    const { hits, windowEnd } = await this.count(key, windowSeconds);
    if (hits > limit) throw maxAttempts(secondsUntil(windowEnd, this.clock.now()));
  }

  /** Counts a hit (one atomic upsert); the hits of the window, this one included. */
  async count(key: string, windowSeconds: number): Promise<WindowCount> {
    const { hits, window_start } = await hitRateCounter(this.db, key, this.clock.now(), windowSeconds);
    return { hits, windowEnd: addSeconds(window_start, windowSeconds) };
  }

  /** The hits of the key's current window, without counting one (0 when its window is over). */
  async peek(key: string, windowSeconds: number): Promise<WindowCount> {
    const row = await findRateCounter(this.db, key);
    const windowEnd = row ? addSeconds(row.window_start, windowSeconds) : this.clock.now();
    return { hits: row && windowEnd > this.clock.now() ? row.hits : 0, windowEnd };
  }
}
