import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAudit } from '../audit/index.js';

export type AuditAction = 'create' | 'update' | 'activate' | 'deactivate' | 'delete' | 'import_create' | 'import_update';

export interface AuditEntry {
  userId: number;
  action: AuditAction;
  entity: 'dci' | 'specialty' | 'option_list';
  entityId: number;
  before?: object;
  after?: object;
}

/**
 * Records a write to reference data, in the write's own transaction. Reference data is not
 * health data, but DCI and specialties feed every vaccination record, so their history is kept too.
 */
export async function audit(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  await recordAudit(trx, {
    ...entry,
    before: entry.before as Record<string, unknown> | undefined,
    after: entry.after as Record<string, unknown> | undefined,
  });
}
