import { isIPv6 } from 'node:net';
import { ADDRESS_GATES, ADDRESS_LIMITS, type AddressLimitName } from '@evax/shared/contract';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import { secondsUntil, type Clock } from '../../clock.js';
import { AddressGate } from './address-gate.js';
import { tooManyFromConnectionEnvelope } from './errors.js';
import type { RateLimiter, WindowCount } from './rate-limit.js';

/**
 * The address a limit counts: the client's (request.ip: the socket's, or the one the trusted
 * proxies forwarded), IPv4-mapped IPv6 as plain IPv4, and IPv6 by its /64 (one subscriber's
 * block, not one of its 2^64 addresses).
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  let address = addresses.get(request);
  if (address === undefined) {
    address = addressOf(request.ip);
    addresses.set(request, address);
  }
  return address;
}

/** request.ip walks X-Forwarded-For at each read behind a trusted proxy: each request's address is worked out once. */
const addresses = new WeakMap<object, string>();

function addressOf(requestIp: string): string {
  const ip = requestIp.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Answered from a hook without throwing (no error, no stack captured): a flood is refused by the thousand. */
function refuse(reply: FastifyReply, retryAfter: number): FastifyReply {
  return reply.code(429).header('retry-after', String(retryAfter)).header('cache-control', 'no-store').send(tooManyFromConnectionEnvelope(retryAfter));
}

/**
 * The per-address limits of the anonymous routes (docs/decisions/security.md, "Security:
 * sign-in floods"), one per app (API process), in two layers:
 * 1. the gate (ADDRESS_GATES), in this process's memory: a token bucket per address, and the
 *    blocks the database decided, so that a flooding address is refused without a query;
 * 2. the database counter (ADDRESS_LIMITS, rate_counter), which holds across processes: every
 *    request counts, except at sign-in, where only failures do (countFailure).
 * Both are multiplied by EVAX_ADDRESS_LIMIT_MULTIPLIER. Past either: 429 (108), "too many
 * attempts from this connection", with Retry-After.
 */
export class AddressLimits {
  private readonly gates = new Map<AddressLimitName, AddressGate>();

  constructor(
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly multiplier: number,
  ) {}

  /** The onRequest hook of the gate alone (memory only); for a route that puts something between the two layers. */
  gateHook(name: AddressLimitName): onRequestHookHandler {
    const gate = this.gate(name);
    return (request, reply, done) => {
      const wait = gate.take(clientAddress(request), this.clock.now().getTime());
      if (wait === null) done();
      else refuse(reply, wait);
    };
  }

  /**
   * The onRequest hook of the database counter: counts the request (one upsert), or, at
   * sign-in, reads the failures counted (one select); past the limit the gate learns the block.
   */
  counterHook(name: AddressLimitName): onRequestAsyncHookHandler {
    const { windowSeconds, counts } = ADDRESS_LIMITS[name];
    return async (request, reply) => {
      const address = clientAddress(request);
      const key = this.key(name, address);
      const count = counts === 'failures' ? await this.rateLimiter.peek(key, windowSeconds) : await this.rateLimiter.count(key, windowSeconds);
      const over = counts === 'failures' ? count.hits >= this.limit(name) : count.hits > this.limit(name);
      if (over) return refuse(reply, this.block(name, address, count));
    };
  }

  /** Both layers, the gate first: `onRequest: app.account.addressLimits.hooks('citizenSpace')`. */
  hooks(name: AddressLimitName): [onRequestHookHandler, onRequestAsyncHookHandler] {
    return [this.gateHook(name), this.counterHook(name)];
  }

  /** Counts a failure of the address (sign-in); once the limit is reached, the gate refuses the address until the window ends. */
  async countFailure(name: AddressLimitName, address: string): Promise<void> {
    const count = await this.rateLimiter.count(this.key(name, address), ADDRESS_LIMITS[name].windowSeconds);
    if (count.hits >= this.limit(name)) this.block(name, address, count);
  }

  private block(name: AddressLimitName, address: string, { windowEnd }: WindowCount): number {
    const now = this.clock.now();
    this.gate(name).block(address, now.getTime(), windowEnd.getTime());
    return secondsUntil(windowEnd, now);
  }

  private limit(name: AddressLimitName): number {
    return ADDRESS_LIMITS[name].limit * this.multiplier;
  }

  private key(name: AddressLimitName, address: string): string {
    return `address:${name}:${address}`;
  }

  private gate(name: AddressLimitName): AddressGate {
    let gate = this.gates.get(name);
    if (!gate) {
      const { burst, perSecond } = ADDRESS_GATES[name];
      gate = new AddressGate({ burst: burst * this.multiplier, perSecond: perSecond * this.multiplier });
      this.gates.set(name, gate);
    }
    return gate;
  }
}
