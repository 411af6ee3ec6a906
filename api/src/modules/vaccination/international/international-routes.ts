import { PERMISSIONS, VACCINATION_KIND_API_PATHS as PATHS } from '@evax/shared/contract';
import {
  EvaxParams,
  IdParams,
  INTERNATIONAL_ORDERING,
  InternationalBody,
  InternationalCreated,
  InternationalFolder,
  InternationalRecord,
  InternationalRow,
  KindVaccinesList,
  NoContent,
  Paged,
  listQuery,
} from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../../http/auth.js';
import { listParams, type RawListQuery } from '../../../http/list-query.js';
import { normalizeBodyText, routePath } from '../../../http/routes.js';
import { listInternational } from './international-queries.js';
import {
  createInternational,
  deleteInternational,
  internationalVaccinesList,
  readInternational,
  readInternationalFolder,
  updateInternational,
} from './international-service.js';

const { vaccination } = PERMISSIONS;

/** International (travel) vaccination (spec 2 §3, §7): list, a child's records, create, read, edit, delete. */
export function internationalVaccinationRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: RawListQuery }>(
    PATHS.internationalAll,
    {
      schema: {
        querystring: listQuery(Object.keys(INTERNATIONAL_ORDERING)),
        response: { 200: Paged(InternationalRow) },
        description: 'The travel vaccinations of the children the caller sees.',
      },
      preHandler: requirePermission(vaccination.viewInternational),
    },
    (request) => listInternational(app.db, callerOf(request), listParams(request.query)),
  );
  app.get<{ Params: EvaxParams }>(
    routePath(PATHS.internationalFolder),
    {
      schema: { params: EvaxParams, response: { 200: InternationalFolder }, description: 'The child and its travel vaccinations.' },
      preHandler: requirePermission(vaccination.viewInternational),
    },
    (request) => readInternationalFolder(app.db, callerOf(request), request.params.param),
  );
  app.get<{ Params: EvaxParams }>(
    routePath(PATHS.internationalVaccinesList),
    {
      schema: { params: EvaxParams, response: { 200: KindVaccinesList }, description: 'The international vaccines that may be given to the child.' },
      preHandler: requirePermission(vaccination.viewInternational),
    },
    (request) => internationalVaccinesList(app.db, callerOf(request), request.params.param),
  );
  app.post<{ Body: InternationalBody }>(
    PATHS.internationalCreate,
    {
      schema: { body: InternationalBody, response: { 201: InternationalCreated }, description: "Record a traveller's vaccine or medicine." },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(vaccination.addInternational),
    },
    async (request, reply) => reply.status(201).send(await createInternational(app.db, callerOf(request), request.body)),
  );
  app.get<{ Params: IdParams }>(
    routePath(PATHS.internationalOne),
    {
      schema: { params: IdParams, response: { 200: InternationalRecord }, description: 'One travel vaccination.' },
      preHandler: requirePermission(vaccination.viewInternational),
    },
    (request) => readInternational(app.db, callerOf(request), request.params.id),
  );
  app.put<{ Params: IdParams; Body: InternationalBody }>(
    routePath(PATHS.internationalOne),
    {
      schema: { params: IdParams, body: InternationalBody, response: { 200: InternationalRecord }, description: 'Replace a travel vaccination.' },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(vaccination.editInternational),
    },
    (request) => updateInternational(app.db, callerOf(request), request.params.id, request.body),
  );
  app.delete<{ Params: IdParams }>(
    routePath(PATHS.internationalDelete),
    {
      schema: { params: IdParams, response: { 204: NoContent }, description: 'Delete a travel vaccination.' },
      preHandler: requirePermission(vaccination.deleteInternational),
    },
    async (request, reply) => {
      await deleteInternational(app.db, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
