import { Type, type Static } from 'typebox';
import { closed, Instant, Paged } from '../common/schemas.js';

/** One message of the SMS delivery log (outbox gateway); one-time codes masked unless the development outbox is on. */
export const SmsOutboxRow = Type.Object({ id: Type.Integer(), to: Type.String(), text: Type.String(), createdAt: Instant() }, closed);

export const SmsOutboxPage = Paged(SmsOutboxRow);

export type SmsOutboxRow = Static<typeof SmsOutboxRow>;
