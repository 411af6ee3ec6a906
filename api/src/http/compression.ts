import { Readable } from 'node:stream';
import { createGzip, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Below this, gzip's header costs more than it saves. */
const MIN_BYTES = 1024;
/**
 * An answer already in memory up to this size is gzipped at once, on the request's own turn: one
 * socket write with its length, where a gzip stream wrote the headers, each chunk and the end of a
 * chunked answer apart (three writes) after a trip through libuv's thread pool (issue 28). Larger
 * ones (an export) still go through the stream, so the event loop is never held for long.
 */
const AT_ONCE_MAX_BYTES = 64 * 1024;
/** Level 1 at once: on a few KB of JSON it compresses within 4 % of level 6, at about half the CPU. */
const AT_ONCE_LEVEL = 1;
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
    const size = isText ? Buffer.byteLength(payload) : null;
    if (size !== null ? size < MIN_BYTES : !(payload instanceof Readable)) return payload;
    const length = Number(reply.getHeader('content-length') ?? Number.POSITIVE_INFINITY);
    if (length < MIN_BYTES) return payload;

    reply.header('content-encoding', 'gzip');
    reply.header('vary', 'accept-encoding');
    if (size !== null && size <= AT_ONCE_MAX_BYTES) {
      const zipped = gzipSync(payload as string | Buffer, { level: AT_ONCE_LEVEL });
      reply.header('content-length', zipped.length);
      return zipped;
    }
    reply.removeHeader('content-length');
    const gzip = createGzip({ level: zlib.Z_DEFAULT_COMPRESSION });
    if (isText) gzip.end(payload);
    else (payload as Readable).pipe(gzip);
    return gzip;
  });
}
