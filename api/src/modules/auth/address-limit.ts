import { isIPv6 } from 'node:net';
import { ADDRESS_LIMITS, type AddressLimitName } from '@evax/shared/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';

/**
 * The address a limit counts: the client's (request.ip: the socket's, or the one the trusted
 * proxies forwarded), IPv4-mapped IPv6 as plain IPv4, and IPv6 by its /64 (one subscriber's
 * block, not one of its 2^64 addresses).
 */
export function clientAddress(request: Pick<FastifyRequest, 'ip'>): string {
  const ip = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
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

/**
 * An onRequest hook counting the request against its client address: 429 'Max Attempts' (108)
 * with Retry-After past ADDRESS_LIMITS[name] (times EVAX_ADDRESS_LIMIT_MULTIPLIER). One upsert
 * in the database (rate_counter), before the body is even read, so that it holds across API
 * instances and costs a flood almost nothing. A route opts in with
 * `onRequest: limitPerAddress(app, 'citizenSpace')`, a plugin with
 * `app.addHook('onRequest', limitPerAddress(app, 'citizenSpace'))`.
 */
export function limitPerAddress(app: FastifyInstance, name: AddressLimitName): onRequestAsyncHookHandler {
  const { limit, windowSeconds } = ADDRESS_LIMITS[name];
  const allowed = limit * app.config.addressLimitMultiplier;
  return async (request) => {
    await app.account.rateLimiter.hit(`address:${name}:${clientAddress(request)}`, allowed, windowSeconds);
  };
}
