import { API_PATHS, PERMISSIONS, type UserCreateRequest } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { treatMissingBodyAsEmpty } from '../../http/schemas.js';
import { routePath } from '../../http/routes.js';
import { activateUser } from './activation.js';
import { activeFilter, listParams, type RawListQuery } from '../../http/list-query.js';
import { USER_ORDERING } from '../accounts/index.js';
import { listUsers } from './service.js';
import { createUser } from './user-create.js';
import { IdParams, IsActiveFilter, listQuery, NoBody, NoQuery, UserCreateBody, UserPage, UserRow } from '@evax/shared/contract/schemas';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: RawListQuery & { is_active?: 0 | 1 } }>(
    API_PATHS.users,
    {
      schema: { querystring: listQuery(Object.keys(USER_ORDERING), IsActiveFilter), response: { 200: UserPage } },
      preHandler: requirePermission(PERMISSIONS.admin.viewUsers),
    },
    (request) => listUsers(app.db, callerOf(request), listParams(request.query), { isActive: activeFilter(request.query.is_active) }),
  );

  app.post<{ Params: IdParams }>(
    routePath(API_PATHS.userActivate),
    {
      schema: { querystring: NoQuery, params: IdParams, body: NoBody, response: { 200: UserRow } },
      preValidation: treatMissingBodyAsEmpty,
      preHandler: requirePermission(PERMISSIONS.admin.activateUser),
    },
    (request) => activateUser(app.db, callerOf(request), request.params.id, new Date()),
  );

  app.post<{ Body: UserCreateRequest }>(
    API_PATHS.users,
    {
      schema: { querystring: NoQuery, body: UserCreateBody, response: { 201: UserRow } },
      preHandler: requirePermission(PERMISSIONS.admin.addUser),
    },
    async (request, reply) => reply.status(201).send(await createUser(app.db, callerOf(request), request.body)),
  );
}
