import { ACCOUNT_API_PATHS, type CurrentCenterChangeRequest, type StructureType } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf } from '../../http/auth.js';
import { activeFilter, listParams, type RawListQuery } from '../../http/list-query.js';
import { routePath } from '../../http/routes.js';
import { STRUCTURE_ORDERING } from './queries.js';
import { changeCurrentCenter, getStructure, listStructures } from './service.js';
import { territoryRoutes } from './territory-routes.js';
import { noStore } from '../../http/no-store.js';
import {
  CurrentCenterChangeBody,
  CurrentCenterChangeResponse,
  IdParams,
  listQuery,
  NoQuery,
  StructureFilters,
  StructurePage,
  StructureRow,
} from '@evax/shared/contract/schemas';

interface StructureListQuery extends RawListQuery {
  is_active?: 0 | 1;
  governorate?: number;
  type?: StructureType;
}

/** Structures are public reference data for every signed-in user (names of health centres). */
const SIGNED_IN = { access: 'authenticated' } as const;

export async function structureRoutes(app: FastifyInstance): Promise<void> {
  await territoryRoutes(app);
  app.get<{ Querystring: StructureListQuery }>(
    ACCOUNT_API_PATHS.structures,
    {
      schema: {
        querystring: listQuery(Object.keys(STRUCTURE_ORDERING), StructureFilters),
        response: { 200: StructurePage },
      },
      config: SIGNED_IN,
    },
    (request) =>
      listStructures(app.db, listParams(request.query), {
        governorateId: request.query.governorate ?? null,
        type: request.query.type ?? null,
        isActive: activeFilter(request.query.is_active),
      }),
  );

  app.get<{ Params: { id: number } }>(
    routePath(ACCOUNT_API_PATHS.structure),
    { schema: { querystring: NoQuery, params: IdParams, response: { 200: StructureRow } }, config: SIGNED_IN },
    (request) => getStructure(app.db, request.params.id),
  );

  app.post<{ Body: CurrentCenterChangeRequest }>(
    ACCOUNT_API_PATHS.currentCenterChange,
    {
      schema: {
        querystring: NoQuery,
        body: CurrentCenterChangeBody,
        response: { 200: CurrentCenterChangeResponse },
      },
      config: SIGNED_IN,
      onSend: noStore,
    },
    (request) => changeCurrentCenter(app.account, callerOf(request), request.body.structure),
  );
}
