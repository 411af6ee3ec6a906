import { API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { NO_BODY, NO_QUERY, treatMissingBodyAsEmpty } from '../../http/schemas.js';
import { ID_PARAMS, routePath, type IdParams } from '../reference/route-helpers.js';
import { activateUser } from './activation.js';
import { IS_ACTIVE_FILTER, activeFilter, listParams, listQuerySchema, type RawListQuery } from '../../http/list-query.js';
import { USER_ORDERING } from './queries.js';
import { listUsers } from './service.js';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: RawListQuery & { is_active?: 0 | 1 } }>(
    API_PATHS.users,
    {
      schema: { querystring: listQuerySchema(Object.keys(USER_ORDERING), IS_ACTIVE_FILTER) },
      preHandler: requirePermission(PERMISSIONS.admin.viewUsers),
    },
    (request) => listUsers(app.db, listParams(request.query), { isActive: activeFilter(request.query.is_active) }),
  );

  app.post<{ Params: IdParams }>(
    routePath(API_PATHS.userActivate),
    {
      schema: { querystring: NO_QUERY, params: ID_PARAMS, body: NO_BODY },
      preValidation: treatMissingBodyAsEmpty,
      preHandler: requirePermission(PERMISSIONS.admin.activateUser),
    },
    (request) => activateUser(app.db, callerOf(request).userId, request.params.id, new Date()),
  );
}
