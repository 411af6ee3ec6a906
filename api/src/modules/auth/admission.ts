import type { FastifyRequest, onRequestAbortAsyncHookHandler, onRequestAsyncHookHandler, onResponseAsyncHookHandler } from 'fastify';
import { serverBusy } from '../accounts/hashing-queue.js';

/**
 * Hooks letting at most `inProgress` requests of a route be in progress at once and `perSecond`
 * start each second; the others are refused at once with 503 and Retry-After, before they read
 * the database or hash anything. On the embedded database every query of every request takes
 * its turn on the one thread, so a flood must be turned away before its queries, not only
 * before its hashes, for /api/health and signed-in users to be answered meanwhile.
 */
export function admissionHooks({ inProgress: max, perSecond }: { inProgress: number; perSecond: number }): {
  onRequest: onRequestAsyncHookHandler;
  onResponse: onResponseAsyncHookHandler;
  onRequestAbort: onRequestAbortAsyncHookHandler;
} {
  let inProgress = 0;
  let second = 0;
  let startedThisSecond = 0;
  const admitted = new WeakSet<FastifyRequest>();
  // Answered straight from the hook (no error thrown, no stack captured): a flood is refused by the hundred.
  const busy = serverBusy().envelope;
  const leave = async (request: FastifyRequest) => {
    if (admitted.delete(request)) inProgress--;
  };
  return {
    async onRequest(request, reply) {
      const now = Math.floor(Date.now() / 1000);
      if (now !== second) {
        second = now;
        startedThisSecond = 0;
      }
      if (inProgress >= max || startedThisSecond >= perSecond) {
        return reply.code(503).header('retry-after', String(busy.retryAfter)).header('cache-control', 'no-store').send(busy);
      }
      inProgress++;
      startedThisSecond++;
      admitted.add(request);
    },
    onResponse: leave,
    onRequestAbort: leave,
  };
}
