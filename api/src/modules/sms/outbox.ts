import type { Clock } from '../../clock.js';
import type { Db } from '../../db/connection.js';
import type { SmsGateway, SmsMessage } from './gateway.js';
import { clearWholeTexts, insertOutboxMessage } from './queries.js';

/**
 * The default gateway: sends nothing and keeps each message in sms_outbox, the delivery log that
 * administrators read with the one-time codes masked. The whole text is kept too (dev_body) only
 * with the development outbox switch (EVAX_SMS_DEV_OUTBOX=1), for a developer's machine or the e2e run.
 */
export class OutboxGateway implements SmsGateway {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly keepWholeText: boolean,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await insertOutboxMessage(this.db, {
      to_phone: message.to,
      user_id: message.userId,
      body: message.maskedText,
      dev_body: this.keepWholeText ? message.text : null,
      created_at: this.clock.now(),
    });
  }
}

/** Without the development switch, no whole text stays from an earlier run that had it. */
export async function forgetWholeTexts(db: Db): Promise<void> {
  await clearWholeTexts(db);
}
