/** One message of the SMS delivery log (outbox gateway): `Static<>` of sms/response-schemas.ts. */
export type { SmsOutboxRow } from './response-schemas.js';
