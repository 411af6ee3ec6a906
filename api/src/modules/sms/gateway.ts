import type { Clock } from '../../clock.js';
import type { Db } from '../../db/connection.js';
import { HttpGateway } from './http-gateway.js';
import { OutboxGateway } from './outbox.js';
import type { SmsSettings } from './settings.js';

/** Sends one text message (DESIGN §5). Rejects with SmsError when the message could not be handed over. */
export interface SmsGateway {
  send(to: string, text: string): Promise<void>;
}

export class SmsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsError';
  }
}

/** The gateway the settings choose: the outbox (default) or the provider's HTTP API. */
export function createSmsGateway(settings: SmsSettings, db: Db, clock: Clock): SmsGateway {
  return settings.kind === 'http' ? new HttpGateway(settings) : new OutboxGateway(db, clock);
}
