import { Readable } from 'node:stream';
import { createGzip, constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this, gzip's header costs more than it saves. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

/**
 * gzip for clients that accept it: JSON answers and the frontends' text files (scripts, styles,
 * manifests). Binary files (images, fonts) are already compressed and are left alone.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return payload;
    if (reply.hasHeader('content-encoding') || request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const isText = typeof payload === 'string' || Buffer.isBuffer(payload);
    if (isText ? Buffer.byteLength(payload) < MIN_BYTES : !(payload instanceof Readable)) return payload;
    const length = Number(reply.getHeader('content-length') ?? Number.POSITIVE_INFINITY);
    if (length < MIN_BYTES) return payload;

    reply.header('content-encoding', 'gzip');
    reply.header('vary', 'accept-encoding');
    reply.removeHeader('content-length');
    const gzip = createGzip({ level: zlib.Z_DEFAULT_COMPRESSION });
    if (isText) gzip.end(payload);
    else (payload as Readable).pipe(gzip);
    return gzip;
  });
}
