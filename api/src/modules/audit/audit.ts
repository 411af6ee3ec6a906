import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Caller } from '../../http/context.js';
import { insertAuditRow } from './audit-queries.js';

/** Properties never written to the audit log, whatever the entity. */
const SECRETS = new Set([
  'password',
  'password_hash',
  'passwordHash',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'otp',
  'code_hash',
  'token',
  'token_hash',
]);

export interface AuditEntry {
  /** Who did it; null for anonymous requests (sign-in, password reset, registration). */
  userId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** The structure the user acted from (the token's), for health-data writes. */
  structureId?: number | null;
  /** The child a health-data write concerns (its history tab shows the row), whatever the entity. */
  citizenId?: number | null;
}

/** Who writes: a user from a structure, or nobody (the citizen in the citizen space). */
export interface Actor {
  userId: number | null;
  structureId: number | null;
}

/** The audit row's author for a signed-in request: the user and the structure they act from (the token's). */
export const actorOf = (caller: Caller): Actor => ({ userId: caller.userId, structureId: caller.structure?.id ?? null });

function withoutSecrets(value: Record<string, unknown> | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  return JSON.stringify(Object.fromEntries(Object.entries(value).filter(([key]) => !SECRETS.has(key))));
}

/**
 * Records who did what to which entity, when, with the entity before and after (secrets left
 * out), in audit_log. Pass the write's transaction so that both are kept or neither.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    user_id: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entity_id: String(entry.entityId),
    before: withoutSecrets(entry.before),
    after: withoutSecrets(entry.after),
    structure_id: entry.structureId ?? null,
    citizen_id: entry.citizenId ?? null,
  });
}

/**
 * The fields that differ between two versions of a row, each side holding only those: what an
 * update's audit row records (a creation passes before = {} and records every field set).
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
  return {
    before: Object.fromEntries(changed.filter((key) => key in before).map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
