import {
  API_PATHS,
  PERMISSIONS,
  VACCINE_CATEGORIES,
  VACCINE_TYPES,
  type DciInput,
  type VaccineCategory,
  type VaccineType,
} from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { IS_ACTIVE_FILTER, activeFilter, listParams, listQuerySchema, type RawListQuery } from '../../http/list-query.js';
import { NO_BODY, treatMissingBodyAsEmpty } from '../../http/schemas.js';
import { DCI_ORDERING } from './dci-queries.js';
import { DCI_BODY, DCI_PATCH_BODY, createDci, deleteDci, exportDci, getDci, importDci, listDci, setDciActive, updateDci, type DciPatch } from './dci-service.js';
import { uploadedFile } from '../../http/import-export/import-file.js';
import { IMPORT_QUERY_SCHEMA, exportQuerySchema, type ExportQuery, type ImportQuery } from '../../http/import-export/query-schemas.js';
import { normalizeBodyText, routePath } from '../../http/routes.js';
import { ID_PARAMS, type IdParams } from '../../http/schemas.js';
import { listSpecialtiesOfDci, SPECIALTY_ORDERING } from './specialty-service.js';

interface DciFilterQuery {
  is_active?: 0 | 1;
  vaccine_category?: VaccineCategory;
  vaccine_type?: VaccineType;
}
type DciListQuery = RawListQuery & DciFilterQuery;

const DCI_FILTERS = {
  ...IS_ACTIVE_FILTER,
  vaccine_category: { type: 'string', enum: [...VACCINE_CATEGORIES] },
  vaccine_type: { type: 'string', enum: [...VACCINE_TYPES] },
} as const;

const filtersOf = (query: DciFilterQuery) => ({
  isActive: activeFilter(query.is_active),
  vaccineCategory: query.vaccine_category ?? null,
  vaccineType: query.vaccine_type ?? null,
});

/** The DCI catalogue (spec 3 §2, §7 path set A). */
export async function dciRoutes(app: FastifyInstance): Promise<void> {
  const { dci } = PERMISSIONS;

  app.get<{ Querystring: DciListQuery }>(
    API_PATHS.dciList,
    { schema: { querystring: listQuerySchema(Object.keys(DCI_ORDERING), DCI_FILTERS) }, preHandler: requirePermission(dci.viewList) },
    (request) => listDci(app.db, listParams(request.query), filtersOf(request.query)),
  );

  app.post<{ Body: DciInput }>(
    API_PATHS.dciAdd,
    { schema: { body: DCI_BODY }, preValidation: normalizeBodyText, preHandler: requirePermission(dci.add) },
    async (request, reply) => reply.status(201).send(await createDci(app.db, request.body, callerOf(request).userId)),
  );

  app.get<{ Params: IdParams }>(
    routePath(API_PATHS.dciOne),
    { schema: { params: ID_PARAMS }, preHandler: requirePermission(dci.viewList) },
    (request) => getDci(app.db, request.params.id),
  );

  // PATCH changes the fields sent; PUT sends them all (the same schema as creation).
  app.patch<{ Params: IdParams; Body: DciPatch }>(
    routePath(API_PATHS.dciOne),
    { schema: { params: ID_PARAMS, body: DCI_PATCH_BODY }, preValidation: normalizeBodyText, preHandler: requirePermission(dci.edit) },
    (request) => updateDci(app.db, request.params.id, request.body, callerOf(request).userId),
  );
  app.put<{ Params: IdParams; Body: DciInput }>(
    routePath(API_PATHS.dciOne),
    { schema: { params: ID_PARAMS, body: DCI_BODY }, preValidation: normalizeBodyText, preHandler: requirePermission(dci.edit) },
    (request) => updateDci(app.db, request.params.id, request.body, callerOf(request).userId),
  );

  const activation = { schema: { params: ID_PARAMS, body: NO_BODY }, preValidation: treatMissingBodyAsEmpty, preHandler: requirePermission(dci.edit) };
  app.post<{ Params: IdParams }>(routePath(API_PATHS.dciActivate), activation, (request) => setDciActive(app.db, request.params.id, true, callerOf(request).userId));
  // The spec shows deactivation as a POST and as a DELETE: both work.
  app.route<{ Params: IdParams }>({
    method: ['POST', 'DELETE'],
    url: routePath(API_PATHS.dciDeactivate),
    ...activation,
    handler: (request) => setDciActive(app.db, request.params.id, false, callerOf(request).userId),
  });

  app.delete<{ Params: IdParams }>(
    routePath(API_PATHS.dciDelete),
    { schema: { params: ID_PARAMS }, preHandler: requirePermission(dci.delete) },
    async (request, reply) => {
      await deleteDci(app.db, request.params.id, callerOf(request).userId);
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: DciFilterQuery & ExportQuery }>(
    API_PATHS.dciExport,
    { schema: { querystring: exportQuerySchema(Object.keys(DCI_ORDERING), DCI_FILTERS) }, preHandler: requirePermission(dci.viewList) },
    (request, reply) => {
      const { search, ordering } = listParams({ ...request.query, page: 1, page_size: 1 });
      return exportDci(app.db, reply, { ...filtersOf(request.query), search }, ordering, request.query.format);
    },
  );

  // Creating and updating: both permissions.
  app.post<{ Querystring: ImportQuery }>(
    API_PATHS.dciImport,
    { schema: { querystring: IMPORT_QUERY_SCHEMA }, preHandler: [requirePermission(dci.add), requirePermission(dci.edit)] },
    async (request) => importDci(app.db, await uploadedFile(request), request.query.mode, callerOf(request).userId),
  );

  app.get<{ Params: IdParams; Querystring: RawListQuery & { is_active?: 0 | 1 } }>(
    routePath(API_PATHS.dciSpecialties),
    {
      schema: { params: ID_PARAMS, querystring: listQuerySchema(Object.keys(SPECIALTY_ORDERING), IS_ACTIVE_FILTER) },
      preHandler: [requirePermission(dci.viewList), requirePermission(PERMISSIONS.specialty.viewList)],
    },
    (request) => listSpecialtiesOfDci(app.db, request.params.id, listParams(request.query), activeFilter(request.query.is_active)),
  );
}
