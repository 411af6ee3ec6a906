import path from 'node:path';
import type { FastifyReply } from 'fastify';

/** Entry points the browser must re-check on every load, or a new deployment would never be seen. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);
/** A content hash in the file name (main.3f2a1b4c.js, 123.3f2a1b4c5d.css): the file never changes. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  return !ENTRY_FILES.has(name) && HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}

/** @fastify/static's setHeaders hook. */
export function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
}
