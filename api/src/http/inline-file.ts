import type { FastifyReply } from 'fastify';

/** A stored upload, as the routes that serve one back read it. */
export interface StoredFile {
  name: string;
  type: string;
  content: Buffer;
}

/**
 * Answers a stored upload inline, with its name (ASCII fallback and UTF-8) and media type; the
 * file cannot run anything in the portal's origin (nosniff, a sandboxing policy of its own).
 */
export function sendInlineFile(reply: FastifyReply, file: StoredFile): FastifyReply {
  return reply
    .header('content-type', file.type)
    .header('content-disposition', `inline; filename="${file.name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .send(file.content);
}
