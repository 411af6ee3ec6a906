import type { Permission } from '@evax/shared/contract';
import { FolderParams, IdParams, NoContent, type TSchema } from '@evax/shared/contract/schemas';
import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/connection.js';
import { callerOf, requirePermission } from '../../http/auth.js';
import type { Caller } from '../../http/context.js';
import { normalizeBodyText, routePath } from '../../http/routes.js';

type Folder = { Params: FolderParams };
type Item = { Params: IdParams };

/**
 * The four routes of a kind of folder record (growth, head circumference, allergies): the child's
 * list (by evax number), a new record (201), a record corrected, a record deleted (204), each
 * under its permission. As catalogueRoutes for the catalogues.
 */
export interface FolderRecordRoutes<Body, Query> {
  paths: { list: string; create: string; item: string };
  permissions: { view: Permission; add: Permission; edit: Permission; delete: Permission };
  schemas: { body: TSchema; row: TSchema; list: TSchema; query?: TSchema };
  /** The body's texts normalised before the schema checks them (a name, not numbers and dates). */
  text?: boolean;
  descriptions: { list: string; create: string; update: string; delete: string };
  list: (db: Db, caller: Caller, evaxNumber: string, query: Query) => Promise<unknown>;
  create: (db: Db, caller: Caller, evaxNumber: string, body: Body) => Promise<unknown>;
  update: (db: Db, caller: Caller, id: number, body: Body) => Promise<unknown>;
  remove: (db: Db, caller: Caller, id: number) => Promise<void>;
}

export function folderRecordRoutes<Body, Query>(app: FastifyInstance, routes: FolderRecordRoutes<Body, Query>): void {
  const { paths, permissions, schemas, descriptions } = routes;
  const text: { preValidation?: preValidationAsyncHookHandler } = routes.text ? { preValidation: normalizeBodyText } : {};
  app.get<Folder & { Querystring: Query }>(
    routePath(paths.list),
    {
      schema: {
        params: FolderParams,
        ...(schemas.query ? { querystring: schemas.query } : {}),
        response: { 200: schemas.list },
        description: descriptions.list,
      },
      preHandler: requirePermission(permissions.view),
    },
    (request) => routes.list(app.db, callerOf(request), request.params.param, request.query as Query),
  );
  app.post<Folder & { Body: Body }>(
    routePath(paths.create),
    {
      schema: { params: FolderParams, body: schemas.body, response: { 201: schemas.row }, description: descriptions.create },
      ...text,
      preHandler: requirePermission(permissions.add),
    },
    async (request, reply) => reply.status(201).send(await routes.create(app.db, callerOf(request), request.params.param, request.body as Body)),
  );
  app.put<Item & { Body: Body }>(
    routePath(paths.item),
    {
      schema: { params: IdParams, body: schemas.body, response: { 200: schemas.row }, description: descriptions.update },
      ...text,
      preHandler: requirePermission(permissions.edit),
    },
    (request) => routes.update(app.db, callerOf(request), request.params.id, request.body as Body),
  );
  app.delete<Item>(
    routePath(paths.item),
    {
      schema: { params: IdParams, response: { 204: NoContent }, description: descriptions.delete },
      preHandler: requirePermission(permissions.delete),
    },
    async (request, reply) => {
      await routes.remove(app.db, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
