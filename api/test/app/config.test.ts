import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  test('defaults: PGlite in <repo>/.data, demo seed on, port 8080 on the loopback interface, 8 h tokens', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(REPO_ROOT, '.data') });
    expect(config.demoSeed).toBe(true);
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    // Sessions last 8 h unless EVAX_TOKEN_TTL_SECONDS says otherwise (docs/decisions/api.md).
    expect(config.tokenTtlSeconds).toBe(8 * 3600);
    expect(config.jwtSecret).toBeNull();
    expect(config.webRoot).toBe(REPO_ROOT);
  });

  test('the repository root is found from the source file, not the working directory', () => {
    expect(fs.existsSync(path.join(REPO_ROOT, 'pnpm-workspace.yaml'))).toBe(true);
    expect(fs.existsSync(path.join(REPO_ROOT, 'api', 'package.json'))).toBe(true);
  });

  test('DATABASE_URL selects PostgreSQL, where the demo seed runs only when EVAX_DEMO_SEED=1', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/evax';
    expect(loadConfig({ DATABASE_URL: url })).toMatchObject({ database: { kind: 'postgres', url }, demoSeed: false });
    expect(loadConfig({ DATABASE_URL: url, EVAX_DEMO_SEED: '1' }).demoSeed).toBe(true);
    expect(loadConfig({ EVAX_DEMO_SEED: '0' }).demoSeed).toBe(false);
    expect(loadConfig({ DATABASE_URL: '  ' }).database.kind).toBe('pglite');
  });

  test('EVAX_DATA_DIR, PORT, HOST and the token lifetime are read', () => {
    const config = loadConfig({ EVAX_DATA_DIR: '/tmp/evax-data', PORT: '18080', HOST: '0.0.0.0', EVAX_TOKEN_TTL_SECONDS: '60' });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/tmp/evax-data' });
    expect(config).toMatchObject({ port: 18080, host: '0.0.0.0', tokenTtlSeconds: 60 });
  });

  test('bad values fail at start-up with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ EVAX_DEMO_SEED: 'maybe' })).toThrow(/EVAX_DEMO_SEED/);
    expect(() => loadConfig({ EVAX_JWT_SECRET: 'short' })).toThrow(/EVAX_JWT_SECRET/);
    expect(loadConfig({ EVAX_JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
  });

  test('EVAX_WORKERS: one API process by default; more only on PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/evax', EVAX_WORKERS: '4' }).workers).toBe(4);
    expect(() => loadConfig({ EVAX_WORKERS: '2' })).toThrow(/EVAX_WORKERS above 1 needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/evax', EVAX_WORKERS: '0' })).toThrow(/EVAX_WORKERS/);
  });

  test('EVAX_CALLER_CACHE: callers kept by default; 0 reads them at every request', () => {
    expect(loadConfig({}).callerCache).toBe(true);
    expect(loadConfig({ EVAX_CALLER_CACHE: '0' }).callerCache).toBe(false);
    expect(() => loadConfig({ EVAX_CALLER_CACHE: 'sometimes' })).toThrow(/EVAX_CALLER_CACHE/);
  });
});
