import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The README's cache rule for a remote's folder: entry files re-checked, hashed chunks kept a year. */
const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html']);
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.map': 'application/json' };

/**
 * Any static server, as the README's recipe asks of it: a remote's built folder copied as is,
 * served from its own origin with CORS (the portal fetches the manifest from another origin) and
 * the cache headers. Resolves to the server, once it listens on `port`.
 */
export async function serveFolder(folder: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    const file = path.join(folder, name);
    if (!file.startsWith(folder) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const base = path.basename(file);
    response.writeHead(200, {
      'access-control-allow-origin': '*',
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': !ENTRY_FILES.has(base) && HASHED.test(base) ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/**
 * A second portal (the built API, host and remotes) on `port`, on a fresh embedded database, whose
 * remotes config is `remotes` (EVAX_REMOTES_CONFIG): what a deployment with one remote elsewhere runs.
 * `webRoot` (EVAX_WEB_ROOT): where host/dist and remote-<name>/dist are served from, the repository by default.
 */
export async function startPortal(port: number, remotes: { name: string; entry: string }[], { webRoot = ROOT } = {}): Promise<ChildProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evax-remote-origin-'));
  const configFile = path.join(dir, 'remotes.json');
  fs.writeFileSync(configFile, JSON.stringify({ remotes }));
  const portal = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      EVAX_DATA_DIR: path.join(dir, 'data'),
      EVAX_REMOTES_CONFIG: configFile,
      EVAX_WEB_ROOT: webRoot,
      EVAX_ADDRESS_LIMIT_MULTIPLIER: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return portal;
    if (portal.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  portal.kill('SIGTERM');
  throw new Error(`the second portal did not start on port ${port}`);
}

/** Stops a portal of startPortal and waits until it has let its port go. */
export async function stopPortal(portal: ChildProcess | undefined): Promise<void> {
  if (!portal || portal.exitCode !== null || portal.signalCode !== null) return;
  const exited = new Promise((resolve) => portal.once('exit', resolve));
  portal.kill('SIGTERM');
  await exited;
}
