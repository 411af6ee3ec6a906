import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export type AuditAction = 'create' | 'update' | 'activate' | 'deactivate' | 'delete' | 'import_create' | 'import_update';

export interface AuditEntry {
  userId: number;
  action: AuditAction;
  entity: 'dci' | 'specialty' | 'option_list';
  entityId: number;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a write to reference data in audit_log, in the write's own transaction: who, when,
 * what, and the entity as the API shows it before and after. Reference data is not health data,
 * but DCI and specialties feed every vaccination record, so their history is kept too.
 */
export async function audit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before: entry.before === undefined ? null : JSON.stringify(entry.before),
      after: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
