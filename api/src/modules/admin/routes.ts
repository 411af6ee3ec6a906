import { API_PATHS, PERMISSIONS, type UserCreateRequest, type UserUpdateRequest } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { treatMissingBodyAsEmpty } from '../../http/schemas.js';
import { routePath } from '../../http/routes.js';
import { activateUser } from './activation.js';
import { activeFilter, listParams, type RawListQuery } from '../../http/list-query.js';
import { USER_ORDERING } from '../accounts/index.js';
import { listUsers } from './service.js';
import { createUser } from './user-create.js';
import { deactivateUser, deleteUser, getUser, restoreUser, updateUser } from './user-admin.js';
import { roleRoutes } from './role-routes.js';
import { auditLogRoutes } from './audit-log-routes.js';
import { regeneratePassword } from './password-regeneration.js';
import {
  IdParams,
  listQuery,
  NoBody,
  NoContent,
  NoQuery,
  PasswordRegenerated,
  UserCreateBody,
  UserCreated,
  UserDetail,
  UserListFilters,
  UserPage,
  UserRow,
  UserUpdateBody,
} from '@evax/shared/contract/schemas';

const ADMIN = PERMISSIONS.admin;

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: RawListQuery & { is_active?: 0 | 1; deleted?: 0 | 1; role?: number; structure?: number } }>(
    API_PATHS.users,
    {
      schema: { querystring: listQuery(Object.keys(USER_ORDERING), UserListFilters), response: { 200: UserPage } },
      preHandler: requirePermission(ADMIN.viewUsers),
    },
    (request) =>
      listUsers(app.db, callerOf(request), listParams(request.query), {
        isActive: activeFilter(request.query.is_active),
        deleted: request.query.deleted === 1,
        role: request.query.role,
        structure: request.query.structure,
      }),
  );

  app.post<{ Params: IdParams }>(
    routePath(API_PATHS.userActivate),
    {
      schema: { querystring: NoQuery, params: IdParams, body: NoBody, response: { 200: UserRow } },
      preValidation: treatMissingBodyAsEmpty,
      preHandler: requirePermission(ADMIN.activateUser),
    },
    (request) => activateUser(app.db, callerOf(request), request.params.id, new Date()),
  );

  app.post<{ Params: IdParams }>(
    routePath(API_PATHS.userDeactivate),
    {
      schema: { querystring: NoQuery, params: IdParams, body: NoBody, response: { 200: UserDetail } },
      preValidation: treatMissingBodyAsEmpty,
      preHandler: requirePermission(ADMIN.activateUser),
    },
    (request) => deactivateUser(app.db, callerOf(request), request.params.id, new Date()),
  );

  app.post<{ Params: IdParams }>(
    routePath(API_PATHS.userRestore),
    {
      schema: { querystring: NoQuery, params: IdParams, body: NoBody, response: { 200: UserDetail } },
      preValidation: treatMissingBodyAsEmpty,
      preHandler: requirePermission(ADMIN.deleteUser),
    },
    (request) => restoreUser(app.db, callerOf(request), request.params.id, new Date()),
  );

  app.post<{ Params: IdParams }>(
    routePath(API_PATHS.userRegeneratePassword),
    {
      schema: {
        querystring: NoQuery,
        params: IdParams,
        body: NoBody,
        response: { 200: PasswordRegenerated },
        description: "A new temporary password sent by SMS to the user's mobile (never answered); the next sign-in must replace it.",
      },
      preValidation: treatMissingBodyAsEmpty,
      preHandler: requirePermission(ADMIN.changeUser),
    },
    (request) => regeneratePassword({ db: app.db, sms: app.account.sms, log: request.log }, callerOf(request), request.params.id, new Date()),
  );

  app.get<{ Params: IdParams }>(
    routePath(API_PATHS.user),
    { schema: { querystring: NoQuery, params: IdParams, response: { 200: UserDetail } }, preHandler: requirePermission(ADMIN.viewUsers) },
    (request) => getUser(app.db, callerOf(request), request.params.id),
  );

  app.patch<{ Params: IdParams; Body: UserUpdateRequest }>(
    routePath(API_PATHS.user),
    {
      schema: { querystring: NoQuery, params: IdParams, body: UserUpdateBody, response: { 200: UserDetail } },
      preHandler: requirePermission(ADMIN.changeUser),
    },
    (request) => updateUser(app.db, callerOf(request), request.params.id, request.body, new Date()),
  );

  app.delete<{ Params: IdParams }>(
    routePath(API_PATHS.user),
    { schema: { querystring: NoQuery, params: IdParams, response: { 204: NoContent } }, preHandler: requirePermission(ADMIN.deleteUser) },
    async (request, reply) => {
      await deleteUser(app.db, callerOf(request), request.params.id, new Date());
      return reply.status(204).send();
    },
  );

  app.post<{ Body: UserCreateRequest }>(
    API_PATHS.users,
    {
      schema: { querystring: NoQuery, body: UserCreateBody, response: { 201: UserCreated } },
      preHandler: requirePermission(ADMIN.addUser),
    },
    async (request, reply) => reply.status(201).send(await createUser(app.db, callerOf(request), request.body)),
  );

  await roleRoutes(app);
  await auditLogRoutes(app);
}
