import type { FastifyReply, FastifyRequest, onRequestAbortAsyncHookHandler, onRequestAsyncHookHandler, onResponseAsyncHookHandler } from 'fastify';
import { serverBusy } from '../accounts/index.js';
import { clientAddress } from './address-limit.js';

export interface AdmissionRule {
  /** Requests in progress at once. */
  inProgress: number;
  /** Requests starting each second. */
  perSecond: number;
  /** Requests waiting for their turn, in all. */
  waiting: number;
  /** Requests waiting from one client address. */
  perAddressWaiting: number;
  /** The longest a request waits before it is answered 503. */
  waitSeconds: number;
}

/** Addresses whose last start is remembered; past that the oldest is forgotten (it then counts as never started). */
const LAST_STARTS_KEPT = 10_000;

interface Waiter {
  request: FastifyRequest;
  address: string;
  /** Ends the wait: true when the request's turn came. */
  settle: (turn: boolean) => void;
  timer: NodeJS.Timeout;
}

/**
 * Hooks letting at most `inProgress` requests of a route be in progress at once and `perSecond`
 * start each second, one client address holding at most half the places. The others wait their
 * turn; each free place goes to the waiting client
 * address that started least recently, so that an address sending a thousand gets the turns
 * nobody else waits for, and an address sending one is served next. Past `waiting` (or `perAddressWaiting` from its address), or after `waitSeconds`,
 * a request is refused with 503 and Retry-After, before it reads the database or hashes anything.
 * On the embedded database every query of every request takes its turn on the one thread, so a
 * flood must be turned away before its queries, not only before its hashes, for /api/health and
 * signed-in users to be answered meanwhile. Counted per API process.
 */
export function admissionHooks(rule: AdmissionRule): {
  onRequest: onRequestAsyncHookHandler;
  onResponse: onResponseAsyncHookHandler;
  onRequestAbort: onRequestAbortAsyncHookHandler;
} {
  let inProgress = 0;
  let second = 0;
  let startedThisSecond = 0;
  let waitingCount = 0;
  let nextSecondTimer: NodeJS.Timeout | null = null;
  /** The address of each request in progress, and how many each address has in progress. */
  const admitted = new WeakMap<FastifyRequest, string>();
  const inProgressOf = new Map<string, number>();
  // One address holds at most half the places: a flood from one address always leaves room for the others.
  const perAddressInProgress = Math.max(1, Math.floor(rule.inProgress / 2));
  /** The waiters of each address. */
  const lines = new Map<string, Waiter[]>();
  const waiterOf = new WeakMap<FastifyRequest, Waiter>();
  // Answered straight from the hook (no error thrown, no stack captured): a flood is refused by the hundred.
  const busy = serverBusy().envelope;

  const mayStart = (address?: string) => {
    if (address !== undefined && (inProgressOf.get(address) ?? 0) >= perAddressInProgress) return false;
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      second = now;
      startedThisSecond = 0;
    }
    return inProgress < rule.inProgress && startedThisSecond < rule.perSecond;
  };
  const remove = (waiter: Waiter) => {
    const line = lines.get(waiter.address);
    const at = line?.indexOf(waiter) ?? -1;
    if (at < 0) return false;
    line!.splice(at, 1);
    if (line!.length === 0) lines.delete(waiter.address);
    waitingCount--;
    clearTimeout(waiter.timer);
    return true;
  };
  /** When each address last started (the most recent last), for the next turn's choice. */
  const lastStart = new Map<string, number>();
  /**
   * The waiting address started least recently (never first) among those below their share of
   * places; null when none may start: a flooding address gets the turns nobody else waits for.
   */
  const nextAddress = () => {
    let chosen: string | null = null;
    let chosenAt = Infinity;
    for (const address of lines.keys()) {
      if ((inProgressOf.get(address) ?? 0) >= perAddressInProgress) continue;
      const at = lastStart.get(address) ?? -Infinity;
      if (at < chosenAt) [chosen, chosenAt] = [address, at];
    }
    return chosen;
  };
  const start = (request: FastifyRequest, address: string) => {
    inProgress++;
    startedThisSecond++;
    admitted.set(request, address);
    inProgressOf.set(address, (inProgressOf.get(address) ?? 0) + 1);
    lastStart.delete(address);
    lastStart.set(address, Date.now());
    if (lastStart.size > LAST_STARTS_KEPT) lastStart.delete(lastStart.keys().next().value!);
  };
  /** Starts waiters while there is room, each time the first of the address started least recently. */
  const serve = () => {
    while (lines.size > 0 && mayStart()) {
      const address = nextAddress();
      if (address === null) break;
      const waiter = lines.get(address)![0]!;
      remove(waiter);
      start(waiter.request, address);
      waiter.settle(true);
    }
    // Waiting only for the next second: look again then.
    if (lines.size > 0 && inProgress < rule.inProgress && startedThisSecond >= rule.perSecond && nextSecondTimer === null) {
      nextSecondTimer = setTimeout(
        () => {
          nextSecondTimer = null;
          serve();
        },
        1000 - (Date.now() % 1000),
      );
      nextSecondTimer.unref();
    }
  };
  const leave = async (request: FastifyRequest) => {
    const address = admitted.get(request);
    if (address !== undefined) {
      admitted.delete(request);
      inProgress--;
      const left = inProgressOf.get(address)! - 1;
      if (left > 0) inProgressOf.set(address, left);
      else inProgressOf.delete(address);
      serve();
      return;
    }
    // A client gone while waiting gives its place up.
    const waiter = waiterOf.get(request);
    if (waiter && remove(waiter)) waiter.settle(false);
  };
  const refuse = (reply: FastifyReply) => reply.code(503).header('retry-after', String(busy.retryAfter)).header('cache-control', 'no-store').send(busy);

  return {
    async onRequest(request, reply) {
      const address = clientAddress(request);
      if (lines.size === 0 && mayStart(address)) return start(request, address);
      const line = lines.get(address) ?? [];
      if (waitingCount >= rule.waiting || line.length >= rule.perAddressWaiting) return refuse(reply);
      const turn = await new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          request,
          address,
          settle: resolve,
          timer: setTimeout(() => {
            if (remove(waiter)) resolve(false);
          }, rule.waitSeconds * 1000),
        };
        line.push(waiter);
        lines.set(address, line);
        waiterOf.set(request, waiter);
        waitingCount++;
        serve();
      });
      if (!turn) return refuse(reply);
    },
    onResponse: leave,
    onRequestAbort: leave,
  };
}
