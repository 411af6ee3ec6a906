import { CHILD_READ_ENTITY, type ChildHealthRead, type Gender } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import type { ApiError } from '../../http/errors.js';
import { actorOf, recordAudit } from '../audit/index.js';
import { childNotFound } from './errors.js';
import { childInScopeByKey, type ChildKey } from './visible-child-queries.js';

export type { ChildKey };
export { childInScope } from './visible-child-queries.js';

/** A child a caller may reach, as the areas that work on it need it. */
export interface VisibleChild {
  id: number;
  evaxNumber: string;
  firstNameFr: string;
  lastNameFr: string;
  firstNameAr: string;
  lastNameAr: string;
  birthDate: string;
  gender: Gender;
  /** The structure that registered the child. */
  structureId: number;
  /**
   * The child was registered at the caller's own structure; false when the caller reaches it
   * through a wider scope (a regional directorate, the national level). Reads of a child's health
   * data from outside its structure are what the audit of issue 27 (point 5) records, here.
   */
  ownStructure: boolean;
}

/**
 * Issue 27: a read of the child's health data (`reads` says which) by a user outside the child's
 * structure leaves one audit row for the request: who, from which structure, which child, what.
 * The child's history shows these rows to the national level only.
 */
export async function recordRead(db: Db, caller: Caller, child: { id: number }, reads: ChildHealthRead): Promise<void> {
  await recordAudit(db, {
    ...actorOf(caller),
    action: 'read',
    entity: CHILD_READ_ENTITY,
    entityId: child.id,
    citizenId: child.id,
    after: { reads },
  });
}

/**
 * The child-access gate: the one way a request of the citizen, medical-folder and vaccination
 * areas reaches a child, by evax number, national identity card or id. A child outside the
 * caller's scope is answered as if it did not exist. Each request passes it once for its child
 * (a record reached by its own id asks it with the record's child id), so what it decides or
 * records happens once per request: a read service names what it reads (`reads`), and a read
 * from outside the child's structure is audited here.
 */
export async function findVisibleChild(db: Db, caller: Caller, key: ChildKey, reads?: ChildHealthRead): Promise<VisibleChild | null> {
  const row = await childInScopeByKey(db, caller, key);
  if (!row) return null;
  const child: VisibleChild = {
    id: row.id,
    evaxNumber: row.evax_number,
    firstNameFr: row.first_name_fr,
    lastNameFr: row.last_name_fr,
    firstNameAr: row.first_name_ar,
    lastNameAr: row.last_name_ar,
    birthDate: row.birth_date,
    gender: row.gender as Gender,
    structureId: row.structure_id,
    ownStructure: caller.structure !== null && caller.structure.id === row.structure_id,
  };
  if (reads && !child.ownStructure) await recordRead(db, caller, child, reads);
  return child;
}

export interface GateOptions {
  /** The answer for a child the caller does not reach (a record reached by its own id answers its own not-found). */
  notFound?: () => ApiError;
  /** What the request reads of the child's health data (a read service says it; a write does not). */
  reads?: ChildHealthRead;
}

/**
 * The gate's usual answer: the child, or 404. By default "parent not found" (spec 2 §8: a child
 * not found answers it); a record reached by its own id (a growth record, a dose) answers its own
 * not-found instead, so that an out-of-scope record reads as missing.
 */
export async function visibleChildOr404(db: Db, caller: Caller, key: ChildKey, { notFound = childNotFound, reads }: GateOptions = {}): Promise<VisibleChild> {
  const child = await findVisibleChild(db, caller, key, reads);
  if (!child) throw notFound();
  return child;
}
