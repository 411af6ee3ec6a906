import {
  API_PATHS,
  PERMISSIONS,
  type DciInput,
  type VaccineCategory,
  type VaccineType,
} from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { activeFilter, listParams, type RawListQuery } from '../../http/list-query.js';
import { treatMissingBodyAsEmpty } from '../../http/schemas.js';
import { DCI_ORDERING } from './dci-queries.js';
import { createDci, deleteDci, exportDci, getDci, importDci, listDci, setDciActive, updateDci, type DciPatch } from './dci-service.js';
import { uploadedFile } from '../../http/import-export/import-file.js';
import { type ExportQuery, type ImportQuery } from '../../http/import-export/query-schemas.js';
import { normalizeBodyText, routePath } from '../../http/routes.js';
import { listSpecialtiesOfDci, SPECIALTY_ORDERING } from './specialty-service.js';
import {
  DciBody,
  DciDetail,
  DciFilters,
  DciPage,
  DciPatchBody,
  ExportFile,
  exportQuery,
  IdParams,
  ImportModeQuery,
  ImportReportSchema,
  IsActiveFilter,
  listQuery,
  NoBody,
  NoContent,
  SpecialtyPage,
} from '@evax/shared/contract/schemas';

interface DciFilterQuery {
  is_active?: 0 | 1;
  vaccine_category?: VaccineCategory;
  vaccine_type?: VaccineType;
}
type DciListQuery = RawListQuery & DciFilterQuery;

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
    { schema: { querystring: listQuery(Object.keys(DCI_ORDERING), DciFilters), response: { 200: DciPage } }, preHandler: requirePermission(dci.viewList) },
    (request) => listDci(app.db, listParams(request.query), filtersOf(request.query)),
  );

  app.post<{ Body: DciInput }>(
    API_PATHS.dciAdd,
    { schema: { body: DciBody, response: { 201: DciDetail } }, preValidation: normalizeBodyText, preHandler: requirePermission(dci.add) },
    async (request, reply) => reply.status(201).send(await createDci(app.db, request.body, callerOf(request).userId)),
  );

  app.get<{ Params: IdParams }>(
    routePath(API_PATHS.dciOne),
    { schema: { params: IdParams, response: { 200: DciDetail } }, preHandler: requirePermission(dci.viewList) },
    (request) => getDci(app.db, request.params.id),
  );

  // PATCH changes the fields sent; PUT sends them all (the same schema as creation).
  app.patch<{ Params: IdParams; Body: DciPatch }>(
    routePath(API_PATHS.dciOne),
    { schema: { params: IdParams, body: DciPatchBody, response: { 200: DciDetail } }, preValidation: normalizeBodyText, preHandler: requirePermission(dci.edit) },
    (request) => updateDci(app.db, request.params.id, request.body, callerOf(request).userId),
  );
  app.put<{ Params: IdParams; Body: DciInput }>(
    routePath(API_PATHS.dciOne),
    { schema: { params: IdParams, body: DciBody, response: { 200: DciDetail } }, preValidation: normalizeBodyText, preHandler: requirePermission(dci.edit) },
    (request) => updateDci(app.db, request.params.id, request.body, callerOf(request).userId),
  );

  const activation = { schema: { params: IdParams, body: NoBody, response: { 200: DciDetail } }, preValidation: treatMissingBodyAsEmpty, preHandler: requirePermission(dci.edit) };
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
    { schema: { params: IdParams, response: { 204: NoContent } }, preHandler: requirePermission(dci.delete) },
    async (request, reply) => {
      await deleteDci(app.db, request.params.id, callerOf(request).userId);
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: DciFilterQuery & ExportQuery }>(
    API_PATHS.dciExport,
    { schema: { querystring: exportQuery(Object.keys(DCI_ORDERING), DciFilters), response: { 200: ExportFile } }, preHandler: requirePermission(dci.viewList) },
    (request, reply) => {
      const { search, ordering } = listParams({ ...request.query, page: 1, page_size: 1 });
      return exportDci(app.db, reply, { ...filtersOf(request.query), search }, ordering, request.query.format);
    },
  );

  // Creating and updating: both permissions.
  app.post<{ Querystring: ImportQuery }>(
    API_PATHS.dciImport,
    { schema: { querystring: ImportModeQuery, response: { 200: ImportReportSchema } }, preHandler: [requirePermission(dci.add), requirePermission(dci.edit)] },
    async (request) => importDci(app.db, await uploadedFile(request), request.query.mode, callerOf(request).userId),
  );

  app.get<{ Params: IdParams; Querystring: RawListQuery & { is_active?: 0 | 1 } }>(
    routePath(API_PATHS.dciSpecialties),
    {
      schema: { params: IdParams, querystring: listQuery(Object.keys(SPECIALTY_ORDERING), IsActiveFilter), response: { 200: SpecialtyPage } },
      preHandler: [requirePermission(dci.viewList), requirePermission(PERMISSIONS.specialty.viewList)],
    },
    (request) => listSpecialtiesOfDci(app.db, request.params.id, listParams(request.query), activeFilter(request.query.is_active)),
  );
}
