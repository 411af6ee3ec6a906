import { CITIZEN_ERROR_KEYS, ERROR_CODES, type ParentSummary } from '@evax/shared/contract';
import { mergedParent, parentMergeConflict } from '@evax/shared/validation';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { ApiError, validationFailed } from '../../http/errors.js';
import { actorOf, changedFields, recordAudit } from '../audit/index.js';
import { parentNotFound } from './errors.js';
import { childLinksOfParents, fillParent, lockParentsForMerge, moveChildLinks, retireParent, type MergedParentRow } from './parent-merge-queries.js';
import { findParentSummary, toParentSummary } from './parent-queries.js';

/** 409: the two records conflict in a way the agent settles first (correct one, or they are two people); nothing written. */
const mergeRefused = (key: string, detail: string) => new ApiError(409, { detail, errorCode: ERROR_CODES.ENTITY_ERROR, key });

type Links = Awaited<ReturnType<typeof childLinksOfParents>>;

/** A child linked to both records, or a mother's record and a father's (one person is not both): the agent settles it first. */
function linkConflict(links: Links, keptId: number, duplicateId: number): ApiError | null {
  const childrenOf = (id: number) => new Set(links.filter((link) => link.parent_id === id).map((link) => link.child_id));
  const kept = childrenOf(keptId);
  if ([...childrenOf(duplicateId)].some((child) => kept.has(child)))
    return mergeRefused(CITIZEN_ERROR_KEYS.parentMergeSharedChild, 'A child is linked to both records');
  const roles = new Set(links.map((link) => link.role));
  if (roles.has('mother') && roles.has('father'))
    return mergeRefused(CITIZEN_ERROR_KEYS.parentMergeRoleConflict, 'One record is a mother and the other a father');
  return null;
}

/** A record's values, without its id and state. */
function fieldsOf(row: MergedParentRow): Omit<MergedParentRow, 'id' | 'retired'> {
  const { id: _id, retired: _retired, ...values } = row;
  return values;
}

/**
 * POST /api/citizen/citizens/{id}/merge (issue 30): the duplicate record of the same citizen is
 * merged into this one. Refused, with nothing written, for the record itself (400), a record
 * retired already (404), papers, gender or birth date that differ, a child linked to both, or a
 * mother and a father (409). Then, in one transaction: the duplicate is retired (merged_into),
 * the kept record takes the duplicate's values it lacks (its own names and values stay), every
 * child of the duplicate moves to it with its role; audited on the kept record (the values
 * taken, the record merged, the children moved), on the duplicate (retired into which) and on
 * each moved child. The route holds edit-children and the scope (both records seen, else 404).
 */
export async function mergeParents(db: Db, caller: Caller, keptId: number, duplicateId: number): Promise<ParentSummary> {
  if (keptId === duplicateId)
    throw validationFailed({ duplicate: [{ code: 'invalid', key: CITIZEN_ERROR_KEYS.parentMergeSelf }] }, 'A record cannot be merged with itself');
  const actor = actorOf(caller);
  await db.transaction().execute(async (trx) => {
    const rows = await lockParentsForMerge(trx, [keptId, duplicateId]);
    const kept = rows.find((row) => row.id === keptId);
    const duplicate = rows.find((row) => row.id === duplicateId);
    if (!kept || !duplicate || kept.retired || duplicate.retired) throw parentNotFound();
    const conflict = parentMergeConflict(kept, duplicate);
    if (conflict) throw mergeRefused(conflict, 'The two records hold different identity papers, gender or birth date');
    const links = await childLinksOfParents(trx, [keptId, duplicateId]);
    const refused = linkConflict(links, keptId, duplicateId);
    if (refused) throw refused;
    const before = fieldsOf(kept);
    const filled = changedFields(before, mergedParent(before, fieldsOf(duplicate)));
    const moved = links.filter((link) => link.parent_id === duplicateId);
    // Retired first: the papers and phone the kept record takes are unique among the records in use.
    await retireParent(trx, duplicateId, keptId);
    if (Object.keys(filled.after).length > 0) await fillParent(trx, keptId, filled.after);
    await moveChildLinks(trx, duplicateId, keptId);
    const children = moved.map((link) => link.evax_number);
    await recordAudit(trx, {
      ...actor,
      action: 'merge',
      entity: 'parent',
      entityId: keptId,
      before: { ...filled.before, mergedFrom: null },
      after: { ...filled.after, mergedFrom: duplicateId, children },
    });
    await recordAudit(trx, {
      ...actor,
      action: 'merged_into',
      entity: 'parent',
      entityId: duplicateId,
      before: { mergedInto: null },
      after: { mergedInto: keptId, children },
    });
    for (const link of moved) {
      await recordAudit(trx, {
        ...actor,
        action: 'merge_parent',
        entity: 'child',
        entityId: link.child_id,
        citizenId: link.child_id,
        before: { parent: duplicateId, role: link.role },
        after: { parent: keptId, role: link.role },
      });
    }
  });
  return toParentSummary((await findParentSummary(db, keptId))!);
}
