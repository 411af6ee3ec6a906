import type { FastifyReply } from 'fastify';

/** A PDF made on the server, sent as a download under its file name (never sniffed as anything else). */
export const sendPdf = (reply: FastifyReply, { fileName, content }: { fileName: string; content: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(content);
