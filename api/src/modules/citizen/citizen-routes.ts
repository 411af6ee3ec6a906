import { CITIZEN_API_PATHS as PATHS, PERMISSIONS } from '@evax/shared/contract';
import {
  CitizenChildren,
  CitizenPage,
  CitizenParams,
  IdParams,
  listQuery,
  ParentMergeBody,
  ParentSummarySchema,
  ParentUpdateBody,
  UpdatePhoneBody,
} from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { listParams, type RawListQuery } from '../../http/list-query.js';
import { normalizeBodyText, routePath } from '../../http/routes.js';
import { CITIZEN_ORDERING, citizenChildren, listCitizens, showCitizen } from './citizen-service.js';
import { mergeParents } from './parent-merge-service.js';
import { actorOf } from '../audit/index.js';
import { updateParent, updateParentPhone } from './parent-service.js';

const { citizen } = PERMISSIONS;

/** The citizens (parents) an agent registered or whose children it follows (spec 2 §2 /citoyen, §7). */
export async function citizenListRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: RawListQuery }>(
    PATHS.citizenList,
    {
      schema: { querystring: listQuery(Object.keys(CITIZEN_ORDERING)), response: { 200: CitizenPage }, description: 'The citizens the caller sees.' },
      preHandler: requirePermission(citizen.showCitizen),
    },
    (request) => listCitizens(app.db, callerOf(request), listParams(request.query)),
  );
  app.get<{ Params: IdParams }>(
    routePath(PATHS.citizenShow),
    {
      schema: { params: IdParams, response: { 200: ParentSummarySchema }, description: 'A citizen the caller sees.' },
      preHandler: requirePermission(citizen.showCitizen),
    },
    (request) => showCitizen(app.db, callerOf(request), request.params.id),
  );
  app.put<{ Params: IdParams; Body: ParentUpdateBody }>(
    routePath(PATHS.citizenUpdate),
    {
      schema: {
        params: IdParams,
        body: ParentUpdateBody,
        response: { 200: ParentSummarySchema },
        description:
          "Correct a citizen's names, identity papers and phone with the rules of a new parent (issue 30); a changed phone also needs edit-citizen-phone.",
      },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(citizen.editChild),
    },
    async (request) => {
      const caller = callerOf(request);
      await showCitizen(app.db, caller, request.params.id);
      return updateParent(app.db, caller, request.params.id, request.body);
    },
  );
  app.post<{ Params: IdParams; Body: ParentMergeBody }>(
    routePath(PATHS.citizenMerge),
    {
      schema: {
        params: IdParams,
        body: ParentMergeBody,
        response: { 200: ParentSummarySchema },
        description:
          'Merge another record of the same citizen (the duplicate) into this one (issue 30): the duplicate is retired, its children move here; 409 when the two records conflict (papers, gender, birth date, a mother and a father, a child of both), nothing written.',
      },
      preHandler: requirePermission(citizen.editChild),
    },
    async (request) => {
      const caller = callerOf(request);
      // Both records must be ones the caller sees (else 404, the same for one out of scope).
      await showCitizen(app.db, caller, request.params.id);
      await showCitizen(app.db, caller, request.body.duplicate);
      return mergeParents(app.db, caller, request.params.id, request.body.duplicate);
    },
  );
  app.get<{ Params: CitizenParams }>(
    routePath(PATHS.citizenChildren),
    {
      schema: { params: CitizenParams, response: { 200: CitizenChildren }, description: "A citizen's children the caller sees, with the citizen's role." },
      preHandler: requirePermission(citizen.showCitizen),
    },
    (request) => citizenChildren(app.db, callerOf(request), request.params.param),
  );
  app.post<{ Body: UpdatePhoneBody }>(
    PATHS.updatePhone,
    {
      schema: {
        body: UpdatePhoneBody,
        response: { 200: ParentSummarySchema },
        description: "Change a citizen's phone: a valid number not registered to another citizen.",
      },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(citizen.editCitizenPhone),
    },
    async (request) => {
      const caller = callerOf(request);
      await showCitizen(app.db, caller, request.body.citizen);
      return updateParentPhone(app.db, actorOf(caller), request.body.citizen, request.body.phone);
    },
  );
}
