import { SmsError, type SmsGateway, type SmsMessage } from './gateway.js';
import type { SmsSettings } from './settings.js';

type HttpSettings = Extract<SmsSettings, { kind: 'http' }>;

/** Replaces {name} placeholders in every string of a JSON value. */
export function fillPlaceholders(value: unknown, values: Record<string, string>): unknown {
  if (typeof value === 'string') return value.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  if (Array.isArray(value)) return value.map((item) => fillPlaceholders(item, values));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, values)]));
  }
  return value;
}

/**
 * A provider's HTTP API: POSTs the configured JSON body to the configured URL, {token} being the
 * provider's access token wherever it appears (spec 3 §3, Gateway), {to}, {text} and {sender}
 * the message. Any 2xx answer means the provider took the message.
 */
export class HttpGateway implements SmsGateway {
  constructor(private readonly settings: HttpSettings) {}

  async send({ to, text }: SmsMessage): Promise<void> {
    const token = this.settings.token ?? '';
    const values = { to, text, sender: this.settings.sender ?? '', token };
    const url = fillPlaceholders(this.settings.url, { token: encodeURIComponent(token) }) as string;
    const headers = fillPlaceholders(this.settings.headers, { token }) as Record<string, string>;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(fillPlaceholders(this.settings.body, values)),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw new SmsError(`SMS provider unreachable: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new SmsError(`SMS provider answered ${response.status}`);
  }
}
