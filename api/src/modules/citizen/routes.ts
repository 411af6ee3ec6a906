import { API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { listParams, type RawListQuery } from '../../http/list-query.js';
import { CHILD_ORDERING } from './queries.js';
import { listChildren } from './service.js';
import { ChildPage, ChildrenFilters, listQuery } from '@evax/shared/contract/schemas';
import { childRoutes } from './child-routes.js';
import { citizenListRoutes } from './citizen-routes.js';

export async function citizenRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: RawListQuery & { governorate?: number; structure?: number } }>(
    API_PATHS.childrenList,
    {
      schema: {
        querystring: listQuery(Object.keys(CHILD_ORDERING), ChildrenFilters),
        response: { 200: ChildPage },
        description: 'The children the caller sees.',
      },
      preHandler: requirePermission(PERMISSIONS.citizen.viewChildrenList),
    },
    (request) =>
      listChildren(app.db, callerOf(request), listParams(request.query), { governorate: request.query.governorate, structure: request.query.structure }),
  );
  await childRoutes(app);
  await citizenListRoutes(app);
}
