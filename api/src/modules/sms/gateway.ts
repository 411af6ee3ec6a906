import type { Clock } from '../../clock.js';
import type { Db } from '../../db/connection.js';
import { HttpGateway } from './http-gateway.js';
import { OutboxGateway } from './outbox.js';
import type { SmsSettings } from './settings.js';

/** One text message and whom it is for. */
export interface SmsMessage {
  to: string;
  /** The text as sent, one-time code included: only the phone (a real provider) gets it. */
  text: string;
  /** The same text with its one-time code masked: what any delivery log keeps and shows. */
  maskedText: string;
  /** The account the message is for (the phone change's new number is not its phone yet); null when none. */
  userId: number | null;
}

/** Sends one text message (DESIGN §5). Rejects with SmsError when the message could not be handed over. */
export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

export class SmsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsError';
  }
}

/** The gateway the settings choose: the outbox (default) or the provider's HTTP API. */
export function createSmsGateway(settings: SmsSettings, db: Db, clock: Clock): SmsGateway {
  return settings.kind === 'http' ? new HttpGateway(settings) : new OutboxGateway(db, clock, settings.devOutbox);
}
