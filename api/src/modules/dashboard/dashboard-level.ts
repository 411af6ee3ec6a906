import { PERMISSIONS, type DashboardLevel } from '@evax/shared/contract';
import type { Db } from '../../db/connection.js';
import type { Caller } from '../../http/context.js';
import { structureArea, type StructureArea } from '../structure/index.js';

export interface DashboardScope {
  level: DashboardLevel;
  area: StructureArea;
}

const { viewGovernorate, viewCirconscription } = PERMISSIONS.dashboard;

/**
 * What the caller's dashboard shows (docs/decisions/dashboards.md, "Levels"): the whole country at
 * the national level (superuser, DSSB, the national structure); a regional directorate's
 * governorate; at a centre, the centre itself, or its circonscription with
 * view-dashboard-circonscription, or its governorate with view-dashboard-governorate. Null: no
 * structure to see from.
 */
export async function dashboardScopeOf(db: Db, caller: Caller): Promise<DashboardScope | null> {
  const structure = caller.structure;
  if (caller.isSuperuser || caller.isDssb || structure?.type === 'NATIONAL') return { level: 'national', area: {} };
  if (!structure) return null;
  if (structure.type === 'REGIONAL_DIRECTORATE') return { level: 'governorate', area: { governorateId: structure.governorateId } };
  const holds = (permission: string) => caller.permissions.includes(permission as never);
  if (holds(viewGovernorate)) return { level: 'governorate', area: { governorateId: structure.governorateId } };
  const place = await structureArea(db, structure.id);
  if (!place) return null;
  if (holds(viewCirconscription)) return { level: 'circonscription', area: { governorateId: place.governorateId, groupId: place.groupId } };
  return { level: 'centre', area: { governorateId: place.governorateId, groupId: place.groupId, structureId: place.structureId } };
}
