import type { onSendAsyncHookHandler } from 'fastify';

/**
 * An onSend hook: answers carrying tokens or personal data must not be kept by the browser or
 * any cache on the way (Cache-Control: no-store), errors included.
 */
export const noStore: onSendAsyncHookHandler<unknown> = async (_request, reply, payload) => {
  reply.header('cache-control', 'no-store');
  return payload;
};
