/**
 * One process's memory of the client addresses of one group of anonymous routes (ADDRESS_GATES):
 * a token bucket per address (`burst` at once, then `perSecond`), and the end of the block the
 * database counter decided for it, so that a flooding address is refused with a map look-up,
 * before it takes a place in the admission or a query. At most `capacity` addresses are kept;
 * past that the one unseen for the longest is forgotten (a Map keeps insertion order, and an
 * address seen again is moved to its end).
 */
export class AddressGate {
  private readonly addresses = new Map<string, { tokens: number; at: number; blockedUntil: number }>();

  constructor(
    private readonly rule: { burst: number; perSecond: number },
    private readonly capacity = 100_000,
  ) {}

  /** Takes one request of `address` at `now` (ms): null when it may go on, else the seconds to wait. */
  take(address: string, now: number): number | null {
    const entry = this.touch(address, now);
    if (entry.blockedUntil > now) return Math.max(1, Math.ceil((entry.blockedUntil - now) / 1000));
    entry.tokens = Math.min(this.rule.burst, entry.tokens + ((now - entry.at) / 1000) * this.rule.perSecond);
    entry.at = now;
    if (entry.tokens < 1) return Math.max(1, Math.ceil((1 - entry.tokens) / this.rule.perSecond));
    entry.tokens -= 1;
    return null;
  }

  /** Refuses the address until `until` (ms): the database counter's block, learnt once. */
  block(address: string, now: number, until: number): void {
    const entry = this.touch(address, now);
    entry.blockedUntil = Math.max(entry.blockedUntil, until);
  }

  /** Addresses remembered (for tests). */
  get size(): number {
    return this.addresses.size;
  }

  private touch(address: string, now: number) {
    let entry = this.addresses.get(address);
    if (entry) this.addresses.delete(address);
    else {
      entry = { tokens: this.rule.burst, at: now, blockedUntil: 0 };
      if (this.addresses.size >= this.capacity) this.addresses.delete(this.addresses.keys().next().value!);
    }
    this.addresses.set(address, entry);
    return entry;
  }
}
