import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { SIGN_IN_ADMISSION } from '@evax/shared/contract';
import type { AdmissionRule } from './modules/auth/admission.js';
import { loadAuthSettings, type AuthSettings } from './modules/auth/settings.js';
import { loadSmsSettings, type SmsSettings } from './modules/sms/settings.js';

/** The repository root, found from this file's place (api/src or api/dist), never from the cwd. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

export type DatabaseConfig = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export interface Config {
  port: number;
  host: string;
  logLevel: string;
  database: DatabaseConfig;
  /** Run the demo seed (users, children, vaccinations) after the reference seed. */
  demoSeed: boolean;
  /** With the demo seed: a few hundred more children at the demo centres (a started portal; the tests leave them out). */
  demoVolume: boolean;
  /** HS256 secret; null means: generate one once and keep it in the database. */
  jwtSecret: string | null;
  tokenTtlSeconds: number;
  /** Folder holding host/dist and remote-<name>/dist. */
  webRoot: string;
  /** JSON file replacing the default /config/remotes.json, or null. */
  remotesConfigFile: string | null;
  /** Bot check and professional-body login (EVAX_RECAPTCHA_*, EVAX_OIDC_*). */
  auth: AuthSettings;
  /** The SMS gateway (EVAX_SMS_*). */
  sms: SmsSettings;
  /**
   * The proxies whose X-Forwarded-For is believed (Fastify's trustProxy, EVAX_TRUST_PROXY):
   * addresses or CIDR ranges; false: none, the client address is the socket's.
   */
  trustProxy: TrustProxy;
  /** Multiplies every per-address limit (ADDRESS_LIMITS; EVAX_ADDRESS_LIMIT_MULTIPLIER, 1 by default). */
  addressLimitMultiplier: number;
  /** Sign-ins this process takes on at once and per second, and how many wait (SIGN_IN_ADMISSION; EVAX_SIGNIN_IN_PROGRESS, EVAX_SIGNIN_PER_SECOND). */
  signInAdmission: AdmissionRule;
  /** API processes sharing the port (EVAX_WORKERS, 1 by default; more needs PostgreSQL: PGlite is one process's). */
  workers: number;
  /**
   * Keep the callers in memory, dropped by the database's notifications (EVAX_CALLER_CACHE, on by
   * default); off: every request reads its caller (a pooler that cannot carry LISTEN/NOTIFY).
   */
  callerCache: boolean;
}

export type TrustProxy = false | string[];

export const DEFAULT_TOKEN_TTL_SECONDS = 8 * 3600;

type Env = Record<string, string | undefined>;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string): boolean | null {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return null;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

function nonEmpty(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

/**
 * EVAX_TRUST_PROXY: empty (no proxy), or a comma list of the proxies' addresses, CIDR ranges or
 * proxy-addr's names (loopback, linklocal, uniquelocal). Not a hop count: Fastify 5 trusts no
 * forwarded address for a count, since it cannot tell the proxy from a direct client.
 */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

export function trustProxy(env: Env): TrustProxy {
  const raw = nonEmpty(env, 'EVAX_TRUST_PROXY');
  if (raw === null) return false;
  const addresses = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const valid = (entry: string) => PROXY_RANGE_NAMES.includes(entry) || isIP(entry.replace(/\/\d{1,3}$/, '')) !== 0;
  if (addresses.length === 0 || !addresses.every(valid)) {
    throw new Error(`EVAX_TRUST_PROXY must be a comma list of addresses, CIDR ranges or loopback/linklocal/uniquelocal, got "${raw}"`);
  }
  return addresses;
}

const MIN_JWT_SECRET_LENGTH = 32;

function jwtSecret(env: Env): string | null {
  const secret = nonEmpty(env, 'EVAX_JWT_SECRET');
  if (secret !== null && secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`EVAX_JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`);
  }
  return secret;
}

/**
 * Reads the configuration from the environment (see api/README.md for every variable).
 * The demo seed runs by default on the embedded database only: a PostgreSQL server gets
 * it only when EVAX_DEMO_SEED=1 says so.
 */
export function loadConfig(env: Env = process.env): Config {
  const databaseUrl = nonEmpty(env, 'DATABASE_URL');
  const database: DatabaseConfig = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: path.resolve(nonEmpty(env, 'EVAX_DATA_DIR') ?? path.join(REPO_ROOT, '.data')) };
  const remotesConfigFile = nonEmpty(env, 'EVAX_REMOTES_CONFIG');
  return {
    port: positiveInteger(env, 'PORT', 8080),
    host: nonEmpty(env, 'HOST') ?? '127.0.0.1',
    logLevel: nonEmpty(env, 'LOG_LEVEL') ?? 'info',
    database,
    demoSeed: flag(env, 'EVAX_DEMO_SEED') ?? database.kind === 'pglite',
    demoVolume: flag(env, 'EVAX_DEMO_VOLUME') ?? true,
    jwtSecret: jwtSecret(env),
    tokenTtlSeconds: positiveInteger(env, 'EVAX_TOKEN_TTL_SECONDS', DEFAULT_TOKEN_TTL_SECONDS),
    webRoot: path.resolve(nonEmpty(env, 'EVAX_WEB_ROOT') ?? REPO_ROOT),
    remotesConfigFile: remotesConfigFile ? path.resolve(remotesConfigFile) : null,
    auth: loadAuthSettings(env),
    sms: loadSmsSettings(env),
    trustProxy: trustProxy(env),
    addressLimitMultiplier: positiveInteger(env, 'EVAX_ADDRESS_LIMIT_MULTIPLIER', 1),
    signInAdmission: {
      ...SIGN_IN_ADMISSION,
      inProgress: positiveInteger(env, 'EVAX_SIGNIN_IN_PROGRESS', SIGN_IN_ADMISSION.inProgress),
      perSecond: positiveInteger(env, 'EVAX_SIGNIN_PER_SECOND', SIGN_IN_ADMISSION.perSecond),
    },
    workers: workers(env, database),
    callerCache: flag(env, 'EVAX_CALLER_CACHE') ?? true,
  };
}

function workers(env: Env, database: DatabaseConfig): number {
  const count = positiveInteger(env, 'EVAX_WORKERS', 1);
  if (count > 1 && database.kind === 'pglite') throw new Error("EVAX_WORKERS above 1 needs DATABASE_URL: the embedded database is one process's");
  return count;
}
