import { timeoutMs } from '../auth/settings.js';

type Env = Record<string, string | undefined>;

/**
 * Which SMS gateway the API uses (DESIGN §5): the outbox (default: messages stay in the
 * database, for the demo and development), or a provider's HTTP API.
 */
export type SmsSettings =
  | { kind: 'outbox' }
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

export function loadSmsSettings(env: Env): SmsSettings {
  const kind = env.EVAX_SMS_GATEWAY?.trim().toLowerCase() || 'outbox';
  if (kind === 'outbox') return { kind };
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
