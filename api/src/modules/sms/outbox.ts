import type { Clock } from '../../clock.js';
import { accountDb } from '../../db/account-schema.js';
import type { Db } from '../../db/connection.js';
import type { SmsGateway } from './gateway.js';

/**
 * The default gateway: keeps every message in sms_outbox and sends nothing, so the demo works
 * offline; a developer or an administrator reads the codes there (GET /api/sms/outbox).
 */
export class OutboxGateway implements SmsGateway {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(to: string, text: string): Promise<void> {
    await accountDb(this.db).insertInto('sms_outbox').values({ to_phone: to, body: text, created_at: this.clock.now() }).execute();
  }
}
