import type { CurrentCenterChangeResponse, Paged, StructureRow } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { forbidden } from '../../http/errors.js';
import { countAndPage, orderedBy, pageOf, type ListParams } from '../../http/list-query.js';
import { actorOf, recordAudit } from '../audit/index.js';
import { entityNotFound } from '../../http/errors.js';
import { type AccountServices, revokeToken, startSession } from '../auth/index.js';
import { STRUCTURE_ORDERING, filteredStructures, selectStructureColumns, setDefaultStructure, type StructureFilters } from './queries.js';

const DEFAULT_ORDER = { field: 'nameFr', descending: false };

type Row = Awaited<ReturnType<ReturnType<typeof selectStructureColumns>['execute']>>[number];

function toStructureRow(row: Row): StructureRow {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    nameFr: row.name_fr,
    nameAr: row.name_ar,
    isActive: row.is_active,
    governorate: { id: row.governorate_id, code: row.governorate_code, nameFr: row.governorate_name_fr, nameAr: row.governorate_name_ar },
    delegation: row.delegation_id === null ? null : { id: row.delegation_id, nameFr: row.delegation_name_fr!, nameAr: row.delegation_name_ar },
    group: { id: row.group_id, nameFr: row.group_name_fr, nameAr: row.group_name_ar },
  };
}

export async function listStructures(db: Db, params: ListParams, filters: Omit<StructureFilters, 'search'>): Promise<Paged<StructureRow>> {
  return countAndPage(filteredStructures(db, { ...filters, search: params.search }), async (query) => {
    const rows = await pageOf(orderedBy(selectStructureColumns(query), params.ordering, STRUCTURE_ORDERING, DEFAULT_ORDER, 's.id'), params).execute();
    return rows.map(toStructureRow);
  });
}

export async function getStructure(db: Db, id: number): Promise<StructureRow> {
  const row = await selectStructureColumns(filteredStructures(db, { search: null, governorateId: null, type: null, isActive: null }))
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) throw entityNotFound('Structure not found');
  return toStructureRow(row);
}

/**
 * Change of current centre (spec 1 §4.2): the user must work in the structure (403 otherwise);
 * it becomes the default one and the others are unmarked; the answer has its permissions and a
 * new token for it, and the token used for the call is revoked.
 */
export async function changeCurrentCenter(ctx: AccountServices, caller: Caller, structureId: number): Promise<CurrentCenterChangeResponse> {
  const changed = await setDefaultStructure(ctx.db, caller.userId, structureId);
  if (!changed) throw forbidden();
  if (changed.previous !== structureId) {
    await recordAudit(ctx.db, {
      ...actorOf(caller),
      action: 'change_center',
      entity: 'app_user',
      entityId: caller.userId,
      before: { defaultStructure: changed.previous },
      after: { defaultStructure: structureId },
    });
  }
  await revokeToken(ctx.db, caller.jti, caller.tokenExpiresAt);
  const session = await startSession(ctx, caller.userId, { tokenType: caller.tokenType, structureId });
  return {
    structure: session.current!,
    permissions: session.permissions,
    access: session.access,
    expiresIn: session.expiresIn,
    ...(session.tokenType ? { tokenType: session.tokenType } : {}),
  };
}
