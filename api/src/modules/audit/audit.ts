import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Properties never written to the audit log, whatever the entity. */
const SECRETS = new Set(['password', 'password_hash', 'passwordHash', 'currentPassword', 'newPassword', 'confirmPassword', 'otp', 'code_hash', 'token', 'token_hash']);

export interface AuditEntry {
  /** Who did it; null for anonymous requests (sign-in, password reset, registration). */
  userId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

function withoutSecrets(value: Record<string, unknown> | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(Object.fromEntries(Object.entries(value).filter(([key]) => !SECRETS.has(key))));
}

/**
 * Records who did what to which entity, when, with the entity before and after (secrets left
 * out), in audit_log. Pass the write's transaction so that both are kept or neither.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: entry.userId,
      action: entry.action,
      entity: entry.entity,
      entity_id: String(entry.entityId),
      before: withoutSecrets(entry.before),
      after: withoutSecrets(entry.after),
    })
    .execute();
}
