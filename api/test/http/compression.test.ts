import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCompression } from '../../src/http/compression.js';

/** An answer of `size` bytes of JSON. */
const jsonOf = (size: number) => JSON.stringify({ text: 'évax '.repeat(size).slice(0, size - 12) });

interface Answer {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** How many times the server wrote to the socket for this answer. */
  writes: number;
}

describe('gzip of the answers (issue 28: one socket write for an answer in memory)', () => {
  let app: FastifyInstance;
  let writes = 0;
  beforeAll(async () => {
    app = Fastify();
    registerCompression(app);
    app.addHook('onRequest', async (request) => {
      // Counts what the answer writes: Node's own writes to the socket (one per syscall, writev included).
      const socket = request.raw.socket as unknown as Record<'_write' | '_writev', (...args: unknown[]) => void>;
      for (const name of ['_write', '_writev'] as const) {
        const original = socket[name].bind(socket);
        socket[name] = (...args: unknown[]) => {
          writes++;
          original(...args);
        };
      }
    });
    for (const size of [500, 3_000, 200_000]) app.get(`/json/${size}`, async (_request, reply) => reply.type('application/json').send(jsonOf(size)));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  function get(path: string, acceptEncoding?: string): Promise<Answer> {
    const { port } = app.server.address() as AddressInfo;
    writes = 0;
    return new Promise((resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      http
        .get({ host: '127.0.0.1', port, path, agent: false, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks), writes }));
        })
        .on('error', reject);
    });
  }

  test('a few KB of JSON: gzipped at once, sent with its length in one write', async () => {
    const answer = await get('/json/3000', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(answer.headers['transfer-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(gunzipSync(answer.body).toString()).toBe(jsonOf(3_000));
    expect(answer.writes).toBe(1);
  });

  test('a large answer is still gzipped as a stream (the event loop is not held)', async () => {
    const answer = await get('/json/200000', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['transfer-encoding']).toBe('chunked');
    expect(gunzipSync(answer.body).toString()).toBe(jsonOf(200_000));
  });

  test('a short answer, or a client that does not accept gzip: sent as it is, in one write', async () => {
    const short = await get('/json/500', 'gzip');
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.body.toString()).toBe(jsonOf(500));
    expect(short.writes).toBe(1);
    const plain = await get('/json/3000');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(jsonOf(3_000));
    expect(plain.writes).toBe(1);
  });
});
