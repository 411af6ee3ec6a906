import { API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { listParams, type RawListQuery } from '../../http/list-query.js';
import { CHILD_ORDERING } from './queries.js';
import { listChildren } from './service.js';
import { listQuery } from '@evax/shared/contract/schemas';

export async function citizenRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: RawListQuery }>(
    API_PATHS.childrenList,
    {
      schema: { querystring: listQuery(Object.keys(CHILD_ORDERING)) },
      preHandler: requirePermission(PERMISSIONS.citizen.viewChildrenList),
    },
    (request) => listChildren(app.db, callerOf(request), listParams(request.query)),
  );
}
