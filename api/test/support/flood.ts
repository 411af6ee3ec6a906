import { spawn } from 'node:child_process';
import http from 'node:http';

/** A real HTTP request on a connection of its own. */
export function request(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

export interface FloodAnswer {
  status: number;
  retryAfter?: string;
  /** The envelope's key, for the answers that carry one. */
  key?: string;
}

/**
 * The attacker: another process keeping `count` sign-ins of unknown names in flight until it is
 * stopped (SIGTERM) or `seconds` have passed (each answered one is sent again at once), each on a
 * connection of its own, with `headers` (X-Forwarded-For names the client behind a trusted proxy).
 */
const FLOOD_SCRIPT = `
const http = require('node:http');
const [port, count, seconds] = process.argv.slice(1, 4).map(Number);
const headers = JSON.parse(process.argv[4]);
let until = Date.now() + seconds * 1000;
process.on('SIGTERM', () => { until = 0; });
const answers = [];
let open = 0;
let sent = 0;
function send() {
  const body = JSON.stringify({ username: 'flood-' + sent++, password: 'Wrong-Password-1' });
  open++;
  const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', agent: false, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
    const chunks = [];
    response.on('data', (chunk) => chunks.push(chunk));
    response.on('end', () => {
      let key;
      try { key = JSON.parse(Buffer.concat(chunks).toString('utf8')).key; } catch {}
      done({ status: response.statusCode, retryAfter: response.headers['retry-after'], key });
    });
  });
  request.on('error', (error) => done({ status: 0, error: String(error) }));
  request.end(body);
}
function done(answer) {
  answers.push(answer);
  open--;
  if (Date.now() < until) send();
  else if (open === 0) process.stdout.write(JSON.stringify(answers) + '\\n');
}
for (let i = 0; i < count; i++) send();
process.stderr.write('sent\\n');
`;

export interface Flood {
  /** True once the flooding process has ended. */
  done: boolean;
  stop(): void;
  /** Resolves once the first requests are sent. */
  sent: Promise<void>;
  /** Every answer the flood got, once it has ended. */
  answers: Promise<FloodAnswer[]>;
}

export function startFlood(port: number, { count, seconds, headers = {} }: { count: number; seconds: number; headers?: Record<string, string> }): Flood {
  const child = spawn(process.execPath, ['-e', FLOOD_SCRIPT, String(port), String(count), String(seconds), JSON.stringify(headers)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const flood: Flood = {
    done: false,
    stop: () => child.kill('SIGTERM'),
    sent: new Promise<void>((resolve) => child.stderr.once('data', () => resolve())),
    answers: Promise.resolve([]),
  };
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  flood.answers = new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      flood.done = true;
      if (code === 0) resolve(JSON.parse(output) as FloodAnswer[]);
      else reject(new Error(`flood exited with ${code}`));
    }),
  );
  return flood;
}
