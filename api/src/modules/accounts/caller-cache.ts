import type { ChannelListener } from '../../db/notifications.js';
import type { CallerRow } from './membership-queries.js';

/** The channel migration 0045's triggers notify on every change to a caller. */
export const CALLER_CHANNEL = 'evax_caller';

/** How many callers (user, structure, token) a process keeps; the least recently used goes first. */
export const CALLER_CACHE_SIZE = 20_000;

export type LoadCaller = (userId: number, structureId: number | null, jti: string) => Promise<CallerRow | undefined>;

interface Entry {
  userId: number;
  jti: string;
  row: CallerRow;
}

/**
 * The callers of this process, so that a signed-in request does not read its caller from the
 * database each time (issue 28). What the cache keeps is what `load` read; it is dropped by the
 * notifications of migration 0045 (a token revoked, an account or membership changed: that
 * caller; a role or structure changed: all), and entirely whenever the notifications may have
 * been missed (`lost`). Until the channel is `ready` it keeps nothing: every request reads.
 *
 * A read that was under way when a notification arrived is used by its request, never kept:
 * it may predate the change (`generation` counts the notifications).
 */
export class CallerCache implements ChannelListener {
  private readonly entries = new Map<string, Entry>();
  private live = false;
  private generation = 0;

  constructor(
    private readonly load: LoadCaller,
    private readonly capacity = CALLER_CACHE_SIZE,
  ) {}

  /** The caller of a token: kept, or read (and kept while the channel listens). */
  async find(userId: number, structureId: number | null, jti: string): Promise<CallerRow | undefined> {
    const key = `${userId}:${structureId ?? ''}:${jti}`;
    const kept = this.entries.get(key);
    if (kept) {
      // Most recently used last: a Map keeps its insertion order.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.row;
    }
    const generation = this.generation;
    const row = await this.load(userId, structureId, jti);
    if (row && this.live && generation === this.generation) {
      this.entries.set(key, { userId, jti: jti.toLowerCase(), row });
      if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    }
    return row;
  }

  /** How many callers are kept (tests). */
  get size(): number {
    return this.entries.size;
  }

  message(payload: string): void {
    this.generation++;
    const [kind, value] = splitPayload(payload);
    if (kind === 'user' && /^\d{1,15}$/.test(value)) this.forget((entry) => entry.userId === Number(value));
    else if (kind === 'token') this.forget((entry) => entry.jti === value.toLowerCase());
    else this.entries.clear();
  }

  lost(): void {
    this.live = false;
    this.generation++;
    this.entries.clear();
  }

  ready(): void {
    this.generation++;
    this.entries.clear();
    this.live = true;
  }

  private forget(matches: (entry: Entry) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry)) this.entries.delete(key);
  }
}

/** 'user:12' → ['user', '12']; anything else (an unknown kind included) is 'all'. */
function splitPayload(payload: string): ['user' | 'token' | 'all', string] {
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  if (colon > 0 && (kind === 'user' || kind === 'token')) return [kind, payload.slice(colon + 1)];
  return ['all', ''];
}
