import { timeoutMs } from '../../env.js';

type Env = Record<string, string | undefined>;

/**
 * Which SMS gateway the API uses (DESIGN §5): the outbox (default: messages stay in the
 * database, for the demo and development), or a provider's HTTP API.
 */
export type SmsSettings =
  | {
      kind: 'outbox';
      /** EVAX_SMS_DEV_OUTBOX=1: the whole messages, codes included, are kept and readable (local machine only). */
      devOutbox: boolean;
    }
  | {
      kind: 'http';
      url: string;
      /** The provider's access token: replaces {token} in the URL, the headers and the body. */
      token: string | null;
      /** Header values may hold {token}. */
      headers: Record<string, string>;
      /** The JSON body; string values may hold {to}, {text}, {sender} and {token}. */
      body: unknown;
      /** The SMS number or sender name ({sender}). */
      sender: string | null;
      timeoutMs: number;
    };

export const DEFAULT_SMS_HEADERS = { Authorization: 'Bearer {token}' };
export const DEFAULT_SMS_BODY = { to: '{to}', text: '{text}', from: '{sender}' };

function json(env: Env, name: string, fallback: unknown): unknown {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error(`${name} must be JSON, got "${raw}"`);
  }
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1'];

/**
 * The development outbox shows other accounts' one-time codes: off unless EVAX_SMS_DEV_OUTBOX
 * says so, and refused unless the API listens on the local machine alone, with the outbox gateway.
 */
function devOutbox(env: Env, kind: string): boolean {
  const raw = env.EVAX_SMS_DEV_OUTBOX?.trim().toLowerCase();
  if (!raw || ['0', 'false', 'no'].includes(raw)) return false;
  if (!['1', 'true', 'yes'].includes(raw)) throw new Error(`EVAX_SMS_DEV_OUTBOX must be 1 or 0, got "${raw}"`);
  if (kind !== 'outbox') throw new Error('EVAX_SMS_DEV_OUTBOX=1 goes with the outbox gateway only (EVAX_SMS_GATEWAY=outbox)');
  const host = env.HOST?.trim() || '127.0.0.1';
  if (!LOOPBACK_HOSTS.includes(host))
    throw new Error(`EVAX_SMS_DEV_OUTBOX=1 shows one-time codes: HOST must be the local machine (${LOOPBACK_HOSTS.join(', ')}), got "${host}"`);
  return true;
}

export function loadSmsSettings(env: Env): SmsSettings {
  const kind = env.EVAX_SMS_GATEWAY?.trim().toLowerCase() || 'outbox';
  const dev = devOutbox(env, kind);
  if (kind === 'outbox') return { kind, devOutbox: dev };
  if (kind !== 'http') throw new Error(`EVAX_SMS_GATEWAY must be outbox or http, got "${kind}"`);
  const url = env.EVAX_SMS_HTTP_URL?.trim();
  if (!url || !/^https?:\/\//.test(url)) throw new Error('EVAX_SMS_HTTP_URL must be the http(s) URL of the provider with EVAX_SMS_GATEWAY=http');
  const headers = json(env, 'EVAX_SMS_HTTP_HEADERS', DEFAULT_SMS_HEADERS);
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers) || !Object.values(headers).every((v) => typeof v === 'string')) {
    throw new Error('EVAX_SMS_HTTP_HEADERS must be a JSON object of strings');
  }
  return {
    kind: 'http',
    url,
    token: env.EVAX_SMS_HTTP_TOKEN?.trim() || null,
    headers: headers as Record<string, string>,
    body: json(env, 'EVAX_SMS_HTTP_BODY', DEFAULT_SMS_BODY),
    sender: env.EVAX_SMS_SENDER?.trim() || null,
    timeoutMs: timeoutMs(env, 'EVAX_SMS_TIMEOUT_MS'),
  };
}
