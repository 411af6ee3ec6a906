import { MAPI_API_PATHS as PATHS, PERMISSIONS } from '@evax/shared/contract';
import {
  FolderParams,
  IdParams,
  MapiBody,
  MapiCreateParams,
  MapiListResponse,
  MapiRowSchema,
  MapiUpdateParams,
  MapiVaccinationList,
  NoContent,
  SeriousMapiPage,
  SeriousMapiQuery,
} from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { normalizeBodyText, routePath } from '../../http/routes.js';
import { createMapi, deleteMapi, getMapi, listMapi, listSeriousMapi, mapiVaccinationChoices, updateMapi } from './mapi-service.js';

const { medicalFolder: p } = PERMISSIONS;

/** Adverse events following immunisation (MAPI, spec 2 §3, §7), in the child's medical folder. */
export async function mapiRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: FolderParams }>(
    routePath(PATHS.mapiList),
    {
      schema: { params: FolderParams, response: { 200: MapiListResponse }, description: "The child's MAPI reports, newest first." },
      preHandler: requirePermission(p.viewMapi),
    },
    (request) => listMapi(app.db, callerOf(request), request.params.param),
  );
  app.get<{ Params: FolderParams }>(
    routePath(PATHS.mapiVaccinations),
    {
      schema: {
        params: FolderParams,
        response: { 200: MapiVaccinationList },
        description: "The child's given vaccinations a MAPI report may name, newest first.",
      },
      preHandler: requirePermission(p.viewMapi),
    },
    (request) => mapiVaccinationChoices(app.db, callerOf(request), request.params.param),
  );
  app.post<{ Params: MapiCreateParams; Body: MapiBody }>(
    routePath(PATHS.mapiCreate),
    {
      schema: {
        params: MapiCreateParams,
        body: MapiBody,
        response: { 201: MapiRowSchema },
        description: 'File a MAPI report against given vaccinations of the child (of the path category); their lot numbers are kept.',
      },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(p.addMapi),
    },
    async (request, reply) => reply.status(201).send(await createMapi(app.db, callerOf(request), request.params.param, request.params.category, request.body)),
  );
  app.put<{ Params: MapiUpdateParams; Body: MapiBody }>(
    routePath(PATHS.mapiUpdate),
    {
      schema: { params: MapiUpdateParams, body: MapiBody, response: { 200: MapiRowSchema }, description: 'Correct a MAPI report.' },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(p.editMapi),
    },
    (request) => updateMapi(app.db, callerOf(request), request.params.id, request.params.category, request.body),
  );
  app.get<{ Params: IdParams }>(
    routePath(PATHS.mapiItem),
    { schema: { params: IdParams, response: { 200: MapiRowSchema }, description: 'One MAPI report.' }, preHandler: requirePermission(p.viewMapi) },
    (request) => getMapi(app.db, callerOf(request), request.params.id),
  );
  app.delete<{ Params: IdParams }>(
    routePath(PATHS.mapiItem),
    { schema: { params: IdParams, response: { 204: NoContent }, description: 'Delete a MAPI report.' }, preHandler: requirePermission(p.deleteMapi) },
    async (request, reply) => {
      await deleteMapi(app.db, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.get<{ Querystring: SeriousMapiQuery }>(
    routePath(PATHS.mapiSeriousList),
    {
      schema: {
        querystring: SeriousMapiQuery,
        response: { 200: SeriousMapiPage },
        description: 'The serious MAPI reports of the whole country, newest first: national-level users only.',
      },
      preHandler: requirePermission(p.viewMapi),
    },
    (request) => listSeriousMapi(app.db, callerOf(request), request.query.page ?? 1, request.query.page_size ?? 20),
  );
}
