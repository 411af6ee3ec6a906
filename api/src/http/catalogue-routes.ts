import type { ImportMode, Permission } from '@evax/shared/contract';
import { ExportFile, exportQuery, IdParams, ImportModeQuery, ImportReportSchema, listQuery, NoBody, NoContent } from '@evax/shared/contract/schemas';
import type { FastifyInstance, FastifyReply, preValidationAsyncHookHandler } from 'fastify';
import type { Db } from '../db/connection.js';
import { callerOf, requirePermission } from './auth.js';
import { uploadedFile } from './import-export/import-file.js';
import type { ExportQuery, ImportQuery } from './import-export/query-schemas.js';
import { listParams, type ListParams, type RawListQuery } from './list-query.js';
import { normalizeBodyText, routePath } from './routes.js';
import { treatMissingBodyAsEmpty } from './schemas.js';

/**
 * The standard routes of an activate/deactivate catalogue, each under its permission, each
 * calling the entity's service with the caller's id (the service audits). A section left out
 * is not registered; the entity registers what is its own beside them.
 */
export interface CatalogueRoutes<Input, Patch, Query, Filters> {
  /**
   * The answers' schemas (the contract's response schemas): `page` for the list, `detail` for one
   * record (get, create, update, activation). Delete, export and import answer the common ones.
   */
  answers: { page?: unknown; detail?: unknown };
  /**
   * What the list and its export take beside paging: the fields they order by (`ordering`'s keys),
   * the filters' query schemas, and the service's filters from the validated query.
   */
  listing?: { ordering: Record<string, unknown>; filters: Parameters<typeof listQuery>[1]; filtersOf: (query: Query) => Filters };
  /** GET: one page (listQuery of the listing). */
  list?: { path: string; permission: Permission; run: (db: Db, params: ListParams, filters: Filters) => Promise<unknown> };
  /** GET `{id}`. */
  get?: { path: string; permission: Permission; run: (db: Db, id: number) => Promise<unknown> };
  /** POST: 201 with the record; the body's texts normalised before the schema checks it. */
  create?: {
    path: string;
    permission: Permission;
    body: unknown;
    preValidation?: preValidationAsyncHookHandler[];
    run: (db: Db, input: Input, userId: number) => Promise<unknown>;
  };
  /** PATCH `{id}` (the fields sent), and PUT with `putBody` (all of them). */
  update?: {
    path: string;
    permission: Permission;
    body: unknown;
    putBody?: unknown;
    run: (db: Db, id: number, patch: Patch, userId: number) => Promise<unknown>;
  };
  /** POST `{id}` activate; deactivate by POST or DELETE, as the spec shows both. No body. */
  activation?: {
    activatePath: string;
    deactivatePath: string;
    permission: Permission;
    run: (db: Db, id: number, active: boolean, userId: number) => Promise<unknown>;
  };
  /** DELETE `{id}`: 204. */
  remove?: { path: string; permission: Permission; run: (db: Db, id: number, userId: number) => Promise<void> };
  /** GET: every row the list's search, filters and ordering select, as CSV or XLSX (exportQuery of the listing). */
  export?: {
    path: string;
    permission: Permission;
    run: (
      db: Db,
      reply: FastifyReply,
      filters: Filters & { search: string | null },
      ordering: ListParams['ordering'],
      format: ExportQuery['format'],
    ) => Promise<unknown>;
  };
  /** POST multipart `file`, `?mode=`: creates and updates, so both permissions. */
  import?: {
    path: string;
    permissions: readonly Permission[];
    run: (db: Db, file: { fileName: string; content: Buffer }, mode: ImportMode, userId: number) => Promise<unknown>;
  };
}

/** Registers the catalogue's standard routes (see CatalogueRoutes). */
export function catalogueRoutes<Input, Patch, Query = object, Filters = object>(
  app: FastifyInstance,
  routes: CatalogueRoutes<Input, Patch, Query, Filters>,
): void {
  const { listing, list, get, create, update, activation, remove, answers } = routes;
  const detail = answers.detail ? { 200: answers.detail } : undefined;
  const orderingFields = Object.keys(listing?.ordering ?? {});
  const filtersOf = (query: unknown) => (listing ? listing.filtersOf(query as Query) : ({} as Filters));

  if (list) {
    app.get(
      list.path,
      {
        schema: { querystring: listQuery(orderingFields, listing?.filters), ...(answers.page ? { response: { 200: answers.page } } : {}) },
        preHandler: requirePermission(list.permission),
      },
      (request) => list.run(app.db, listParams(request.query as RawListQuery), filtersOf(request.query)),
    );
  }

  if (create) {
    app.post<{ Body: Input }>(
      create.path,
      {
        schema: { body: create.body, ...(answers.detail ? { response: { 201: answers.detail } } : {}) },
        preValidation: [...(create.preValidation ?? []), normalizeBodyText],
        preHandler: requirePermission(create.permission),
      },
      async (request, reply) => reply.status(201).send(await create.run(app.db, request.body as Input, callerOf(request).userId)),
    );
  }

  if (get) {
    app.get<{ Params: IdParams }>(
      routePath(get.path),
      { schema: { params: IdParams, response: detail }, preHandler: requirePermission(get.permission) },
      (request) => get.run(app.db, request.params.id),
    );
  }

  if (update) {
    const guard = requirePermission(update.permission);
    app.patch<{ Params: IdParams; Body: Patch }>(
      routePath(update.path),
      { schema: { params: IdParams, body: update.body, response: detail }, preValidation: normalizeBodyText, preHandler: guard },
      (request) => update.run(app.db, request.params.id, request.body as Patch, callerOf(request).userId),
    );
    if (update.putBody) {
      app.put<{ Params: IdParams; Body: Patch }>(
        routePath(update.path),
        { schema: { params: IdParams, body: update.putBody, response: detail }, preValidation: normalizeBodyText, preHandler: guard },
        (request) => update.run(app.db, request.params.id, request.body as Patch, callerOf(request).userId),
      );
    }
  }

  if (activation) {
    const options = {
      schema: { params: IdParams, body: NoBody, response: detail },
      preValidation: treatMissingBodyAsEmpty,
      preHandler: requirePermission(activation.permission),
    };
    app.post<{ Params: IdParams }>(routePath(activation.activatePath), options, (request) =>
      activation.run(app.db, request.params.id, true, callerOf(request).userId),
    );
    app.route<{ Params: IdParams }>({
      method: ['POST', 'DELETE'],
      url: routePath(activation.deactivatePath),
      ...options,
      handler: (request) => activation.run(app.db, request.params.id, false, callerOf(request).userId),
    });
  }

  if (remove) {
    app.delete<{ Params: IdParams }>(
      routePath(remove.path),
      { schema: { params: IdParams, response: { 204: NoContent } }, preHandler: requirePermission(remove.permission) },
      async (request, reply) => {
        await remove.run(app.db, request.params.id, callerOf(request).userId);
        return reply.status(204).send();
      },
    );
  }

  const exported = routes.export;
  if (exported) {
    app.get(
      exported.path,
      {
        schema: { querystring: exportQuery(orderingFields, listing?.filters), response: { 200: ExportFile } },
        preHandler: requirePermission(exported.permission),
      },
      (request, reply) => {
        const query = request.query as ExportQuery;
        const { search, ordering } = listParams({ ...query, page: 1, page_size: 1 });
        return exported.run(app.db, reply, { ...filtersOf(query), search }, ordering, query.format);
      },
    );
  }

  const imported = routes.import;
  if (imported) {
    app.post<{ Querystring: ImportQuery }>(
      imported.path,
      { schema: { querystring: ImportModeQuery, response: { 200: ImportReportSchema } }, preHandler: imported.permissions.map(requirePermission) },
      async (request) => imported.run(app.db, await uploadedFile(request), request.query.mode, callerOf(request).userId),
    );
  }
}
