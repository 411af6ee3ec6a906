import { API_PATHS, PERMISSIONS, type RoleInput, type RolePatch } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { activeFilter, listParams, type RawListQuery } from '../../http/list-query.js';
import { routePath } from '../../http/routes.js';
import { treatMissingBodyAsEmpty } from '../../http/schemas.js';
import { IdParams, IsActiveFilter, listQuery, NoBody, NoContent, NoQuery, RoleBody, RoleDetail, RolePage, RolePatchBody } from '@evax/shared/contract/schemas';
import { ROLE_ORDERING } from './role-queries.js';
import { createRole, deleteRole, getRole, listRoles, setRoleActivation, updateRole } from './role-service.js';

const ADMIN = PERMISSIONS.admin;

/** The roles (user groups) and their permission matrix (issue 34). */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: RawListQuery & { is_active?: 0 | 1 } }>(
    API_PATHS.roles,
    {
      schema: { querystring: listQuery(Object.keys(ROLE_ORDERING), IsActiveFilter), response: { 200: RolePage } },
      preHandler: requirePermission(ADMIN.viewRoles),
    },
    (request) => listRoles(app.db, listParams(request.query), { isActive: activeFilter(request.query.is_active) }),
  );

  app.post<{ Body: RoleInput }>(
    API_PATHS.roles,
    { schema: { querystring: NoQuery, body: RoleBody, response: { 201: RoleDetail } }, preHandler: requirePermission(ADMIN.addRole) },
    async (request, reply) => reply.status(201).send(await createRole(app.db, callerOf(request), request.body)),
  );

  app.get<{ Params: IdParams }>(
    routePath(API_PATHS.role),
    { schema: { querystring: NoQuery, params: IdParams, response: { 200: RoleDetail } }, preHandler: requirePermission(ADMIN.viewRoles) },
    (request) => getRole(app.db, request.params.id),
  );

  app.patch<{ Params: IdParams; Body: RolePatch }>(
    routePath(API_PATHS.role),
    { schema: { querystring: NoQuery, params: IdParams, body: RolePatchBody, response: { 200: RoleDetail } }, preHandler: requirePermission(ADMIN.changeRole) },
    (request) => updateRole(app.db, callerOf(request), request.params.id, request.body, new Date()),
  );

  app.delete<{ Params: IdParams }>(
    routePath(API_PATHS.role),
    { schema: { querystring: NoQuery, params: IdParams, response: { 204: NoContent } }, preHandler: requirePermission(ADMIN.deleteRole) },
    async (request, reply) => {
      await deleteRole(app.db, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  for (const [path, active] of [
    [API_PATHS.roleActivate, true],
    [API_PATHS.roleDeactivate, false],
  ] as const) {
    app.post<{ Params: IdParams }>(
      routePath(path),
      {
        schema: { querystring: NoQuery, params: IdParams, body: NoBody, response: { 200: RoleDetail } },
        preValidation: treatMissingBodyAsEmpty,
        preHandler: requirePermission(ADMIN.activateRole),
      },
      (request) => setRoleActivation(app.db, callerOf(request), request.params.id, active, new Date()),
    );
  }
}
