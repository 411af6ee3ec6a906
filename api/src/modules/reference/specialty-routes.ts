import { API_PATHS, PERMISSIONS, type SpecialtyInput } from '@evax/shared/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { listParams, type RawListQuery } from '../../http/list-query.js';
import { treatMissingBodyAsEmpty } from '../../http/schemas.js';
import { uploadedFile } from '../../http/import-export/import-file.js';
import { type ExportQuery, type ImportQuery } from '../../http/import-export/query-schemas.js';
import { normalizeBodyText, routePath } from '../../http/routes.js';
import {
  SPECIALTY_ORDERING,
  createSpecialty,
  deleteSpecialty,
  exportSpecialties,
  getSpecialty,
  importSpecialties,
  listSpecialties,
  setSpecialtyActive,
  updateSpecialty,
  type SpecialtyPatch,
} from './specialty-service.js';
import {
  ExportFile,
  exportQuery,
  Id,
  IdParams,
  ImportModeQuery,
  ImportReportSchema,
  listQuery,
  NoBody,
  NoContent,
  SpecialtyBody,
  SpecialtyFilters,
  SpecialtyListAnswer,
  SpecialtyPatchBody,
  SpecialtyRow,
} from '@evax/shared/contract/schemas';

interface SpecialtyFilterQuery {
  /** 1 (the default, spec 3 §9) or 0. */
  is_active: 0 | 1;
  dci?: number;
}

const filtersOf = (query: SpecialtyFilterQuery) => ({ isActive: query.is_active === 1, dciId: query.dci ?? null });

/** The specialty catalogue (spec 3 §2, §7). */
export async function specialtyRoutes(app: FastifyInstance): Promise<void> {
  const { specialty } = PERMISSIONS;

  // The list, or with ?id= one specialty (the spec's GET /api/specialityList?id={id}).
  const canView = requirePermission(specialty.view);
  const canList = requirePermission(specialty.viewList);
  const viewOrList: preHandlerAsyncHookHandler = async function (request, reply) {
    const { id } = request.query as { id?: number };
    await (id !== undefined ? canView : canList).call(this, request, reply);
  };
  app.get<{ Querystring: RawListQuery & SpecialtyFilterQuery & { id?: number } }>(
    API_PATHS.specialtyList,
    {
      schema: {
        querystring: listQuery(Object.keys(SPECIALTY_ORDERING), { ...SpecialtyFilters, id: Id }),
        response: { 200: SpecialtyListAnswer },
      },
      // One of the two before the query is read; then view-specialty for one, view-specialty-list for the list.
      config: { access: { anyPermission: [specialty.view, specialty.viewList] } },
      preHandler: viewOrList,
    },
    (request) =>
      request.query.id !== undefined
        ? getSpecialty(app.db, request.query.id)
        : listSpecialties(app.db, listParams(request.query), filtersOf(request.query)),
  );

  app.post<{ Body: SpecialtyInput }>(
    API_PATHS.specialtyAdd,
    { schema: { body: SpecialtyBody, response: { 201: SpecialtyRow } }, preValidation: normalizeBodyText, preHandler: requirePermission(specialty.add) },
    async (request, reply) => reply.status(201).send(await createSpecialty(app.db, request.body, callerOf(request).userId)),
  );

  app.patch<{ Params: IdParams; Body: SpecialtyPatch }>(
    routePath(API_PATHS.specialtyOne),
    { schema: { params: IdParams, body: SpecialtyPatchBody, response: { 200: SpecialtyRow } }, preValidation: normalizeBodyText, preHandler: requirePermission(specialty.edit) },
    (request) => updateSpecialty(app.db, request.params.id, request.body, callerOf(request).userId),
  );
  app.put<{ Params: IdParams; Body: SpecialtyInput }>(
    routePath(API_PATHS.specialtyOne),
    { schema: { params: IdParams, body: SpecialtyBody, response: { 200: SpecialtyRow } }, preValidation: normalizeBodyText, preHandler: requirePermission(specialty.edit) },
    (request) => updateSpecialty(app.db, request.params.id, request.body, callerOf(request).userId),
  );

  const activation = { schema: { params: IdParams, body: NoBody, response: { 200: SpecialtyRow } }, preValidation: treatMissingBodyAsEmpty, preHandler: requirePermission(specialty.activate) };
  app.post<{ Params: IdParams }>(routePath(API_PATHS.specialtyActivate), activation, (request) =>
    setSpecialtyActive(app.db, request.params.id, true, callerOf(request).userId),
  );
  app.route<{ Params: IdParams }>({
    method: ['POST', 'DELETE'],
    url: routePath(API_PATHS.specialtyDeactivate),
    ...activation,
    handler: (request) => setSpecialtyActive(app.db, request.params.id, false, callerOf(request).userId),
  });

  app.delete<{ Params: IdParams }>(
    routePath(API_PATHS.specialtyDelete),
    { schema: { params: IdParams, response: { 204: NoContent } }, preHandler: requirePermission(specialty.delete) },
    async (request, reply) => {
      await deleteSpecialty(app.db, request.params.id, callerOf(request).userId);
      return reply.status(204).send();
    },
  );

  app.get<{ Querystring: SpecialtyFilterQuery & ExportQuery }>(
    API_PATHS.specialtyExport,
    { schema: { querystring: exportQuery(Object.keys(SPECIALTY_ORDERING), SpecialtyFilters), response: { 200: ExportFile } }, preHandler: requirePermission(specialty.viewList) },
    (request, reply) => {
      const { search, ordering } = listParams({ ...request.query, page: 1, page_size: 1 });
      return exportSpecialties(app.db, reply, { ...filtersOf(request.query), search }, ordering, request.query.format);
    },
  );

  app.post<{ Querystring: ImportQuery }>(
    API_PATHS.specialtyImport,
    { schema: { querystring: ImportModeQuery, response: { 200: ImportReportSchema } }, preHandler: [requirePermission(specialty.add), requirePermission(specialty.edit)] },
    async (request) => importSpecialties(app.db, await uploadedFile(request), request.query.mode, callerOf(request).userId),
  );
}
