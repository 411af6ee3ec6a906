import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** GET /api/v1/authentication/check-token/{token} names a token in its path. */
const TOKEN_IN_PATH = /(\/check-token\/)[^?#]*/i;

/** The URL as a log may show it: a token in a path is replaced by [redacted]. */
export function redactedUrl(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]');
}

/** A request in a log line: Fastify's usual fields, its URL redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The logger options with requests written through requestForLog. Request lines are off
 * (app.ts), but a plugin, an error or a later switch may log a request: a token in check-token's
 * path then still never reaches a log file.
 */
export function withRedactedRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestForLog } };
}
