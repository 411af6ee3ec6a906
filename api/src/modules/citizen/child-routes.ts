import { CITIZEN_API_PATHS as PATHS, HISTORY_PAGE_SIZE, PAPER_SEARCH_LIMIT, PERMISSIONS, type ChildDetail, type HistoryEntry } from '@evax/shared/contract';
import {
  CheckParentQuery,
  CheckParentResponseSchema,
  ChildCreatedSchema,
  ChildDeleteParams,
  ChildDetailSchema,
  ChildHistory,
  ChildHistoryQuery,
  ChildPaperQuery,
  ChildrenByPaper,
  ChildSearchQuery,
  ChildUpdateBody,
  ChildWithNewParentBody,
  ChildWithParentBody,
  DuplicateCandidatesSchema,
  EvaxParams,
  NoContent,
  ParentLinkBody,
} from '@evax/shared/contract/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { evaxNumberErrors } from '@evax/shared/validation';
import { throwIfInvalid } from '../../http/errors.js';
import { normalizeBodyText, routePath } from '../../http/routes.js';
import {
  addParentToChild,
  childHistoryOf,
  createChild,
  deleteChild,
  possibleDuplicates,
  readChildRecord,
  updateChild,
  type ChildCreationOutcome,
  type ParentChoice,
} from './child-service.js';
import { childNotFound, evaxCodeNotFound } from './errors.js';
import { checkParent } from './parent-service.js';
import { childrenByPaper } from './paper-search-service.js';

const { citizen } = PERMISSIONS;
/** A child's card and history: from the children list or from the search. */
const SEES_CHILDREN = { anyPermission: [citizen.viewChildrenList, citizen.searchChildren] } as const;
/** The card's record: also the MAPI's holder, whose page (spec 2 §2 /mapi/{param}) names the child it opens. */
const READS_CHILD = { anyPermission: [...SEES_CHILDREN.anyPermission, PERMISSIONS.medicalFolder.viewMapi] } as const;

/** 201 with the new child's id and evax number, or 409 with the likely duplicates. */
function answerCreation(reply: FastifyReply, created: ChildCreationOutcome) {
  if (created.kind === 'duplicates') return reply.status(409).send(possibleDuplicates(created.candidates));
  return reply.status(201).send({ id: created.id, evaxNumber: created.evaxNumber });
}

export async function childRoutes(app: FastifyInstance): Promise<void> {
  const createWith = (foreign: boolean, withNewParent: boolean) => ({
    schema: {
      body: withNewParent ? ChildWithNewParentBody : ChildWithParentBody,
      response: { 201: ChildCreatedSchema, 409: DuplicateCandidatesSchema },
      description: `Add a ${foreign ? 'foreign ' : ''}child with ${withNewParent ? 'a new parent' : 'a registered parent'}, linked with its role; 409 with the likely duplicates unless confirmNotDuplicate.`,
    },
    preValidation: normalizeBodyText,
    preHandler: requirePermission(citizen.addChildren),
  });

  /** The four create/link calls of spec 2 §7: a Tunisian or foreign child, with a new or a registered parent. */
  const creations = [
    { path: PATHS.childCreate, foreign: false, withNewParent: true },
    { path: PATHS.foreignChildCreate, foreign: true, withNewParent: true },
    { path: PATHS.childCreateForParent, foreign: false, withNewParent: false },
    { path: PATHS.foreignChildCreateForParent, foreign: true, withNewParent: false },
  ];
  for (const { path, foreign, withNewParent } of creations) {
    app.post<{ Body: ChildWithNewParentBody | ChildWithParentBody }>(path, createWith(foreign, withNewParent), async (request, reply) => {
      const { child, parent, role, confirmNotDuplicate } = request.body;
      const choice: ParentChoice = typeof parent === 'number' ? { kind: 'registered', id: parent } : { kind: 'new', values: parent };
      return answerCreation(
        reply,
        await createChild(app.db, callerOf(request), { child, parent: choice, role, foreign, confirmNotDuplicate: confirmNotDuplicate ?? false }),
      );
    });
  }

  app.get<{ Querystring: CheckParentQuery }>(
    PATHS.checkParent,
    {
      schema: {
        querystring: CheckParentQuery,
        response: { 200: CheckParentResponseSchema },
        description: 'Is a parent registered with this national identity card (or passport and nationality)?',
      },
      preHandler: requirePermission(citizen.addChildren),
    },
    (request) => checkParent(app.db, callerOf(request), request.query),
  );

  app.post<{ Body: ParentLinkBody }>(
    PATHS.parentLink,
    {
      schema: {
        body: ParentLinkBody,
        response: { 201: ChildDetailSchema },
        description: 'A child gets a parent, new or registered, with a role (/admin/parent/add); the child with its parents.',
      },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(citizen.addChildren),
    },
    async (request, reply) => {
      const { child, parent, role } = request.body;
      const choice: ParentChoice = typeof parent === 'number' ? { kind: 'registered', id: parent } : { kind: 'new', values: parent };
      return reply.status(201).send(await addParentToChild(app.db, callerOf(request), child, choice, role));
    },
  );

  app.get<{ Params: EvaxParams }>(
    routePath(PATHS.childDetail),
    {
      schema: { params: EvaxParams, response: { 200: ChildDetailSchema }, description: "A child's whole record and its parents, by evax number." },
      config: { access: READS_CHILD },
    },
    async (request): Promise<ChildDetail> => {
      const child = await readChildRecord(app.db, callerOf(request), { evaxNumber: request.params.param });
      if (!child) throw childNotFound();
      return child;
    },
  );

  app.put<{ Params: EvaxParams; Body: ChildUpdateBody }>(
    routePath(PATHS.childUpdate),
    {
      schema: {
        params: EvaxParams,
        body: ChildUpdateBody,
        response: { 200: ChildDetailSchema, 409: DuplicateCandidatesSchema },
        description:
          "Correct a child's fields with the rules of creation (issue 30); 400 on the birth date when a dose was given before it; 409 with the likely duplicates among the other children unless confirmNotDuplicate.",
      },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(citizen.editChild),
    },
    async (request, reply) => {
      const outcome = await updateChild(app.db, callerOf(request), request.params.param, request.body.child, request.body.confirmNotDuplicate ?? false);
      if (outcome.kind === 'duplicates') return reply.status(409).send(possibleDuplicates(outcome.candidates));
      return outcome.child;
    },
  );

  app.get<{ Querystring: ChildSearchQuery }>(
    PATHS.childSearch,
    {
      schema: {
        querystring: ChildSearchQuery,
        response: { 200: ChildDetailSchema },
        description: 'A child by evax number or national identity card number.',
      },
      preHandler: requirePermission(citizen.searchChildren),
    },
    async (request): Promise<ChildDetail> => {
      const { evaxNumber, nationalId } = request.query;
      // A number whose check digit is wrong was mistyped: said so rather than "not found".
      const mistyped = nationalId ? [] : evaxNumberErrors(evaxNumber);
      if (mistyped.length > 0) throwIfInvalid({ evaxNumber: mistyped });
      const child = await readChildRecord(app.db, callerOf(request), evaxNumber ? { evaxNumber } : { nationalId: nationalId! });
      if (!child) throw evaxCodeNotFound();
      return child;
    },
  );

  app.get<{ Querystring: ChildPaperQuery }>(
    PATHS.childSearchByPaper,
    {
      schema: {
        querystring: ChildPaperQuery,
        response: { 200: ChildrenByPaper },
        description: `The children an identity paper finds: the child's own national identity card or passport, or a parent's (youngest first, at most ${PAPER_SEARCH_LIMIT}).`,
      },
      preHandler: requirePermission(citizen.searchChildren),
    },
    (request) => childrenByPaper(app.db, callerOf(request), request.query.paper),
  );

  app.get<{ Params: EvaxParams; Querystring: ChildHistoryQuery }>(
    routePath(PATHS.childHistory),
    {
      schema: {
        params: EvaxParams,
        querystring: ChildHistoryQuery,
        response: { 200: ChildHistory },
        description: `A child's audit trail, newest first: its identity, parents, vaccinations, measurements, allergies and MAPI; ${HISTORY_PAGE_SIZE} entries at most, older than \`before\` when given.`,
      },
      config: { access: SEES_CHILDREN },
    },
    (request): Promise<HistoryEntry[]> =>
      childHistoryOf(app.db, callerOf(request), request.params.param, {
        size: request.query.size ?? HISTORY_PAGE_SIZE,
        ...(request.query.before !== undefined ? { before: request.query.before } : {}),
      }),
  );

  app.delete<{ Params: ChildDeleteParams }>(
    routePath(PATHS.childDelete),
    {
      schema: { params: ChildDeleteParams, response: { 204: NoContent }, description: 'Delete a child without recorded vaccinations (409 otherwise).' },
      preHandler: requirePermission(citizen.deleteChild),
    },
    async (request, reply) => {
      await deleteChild(app.db, callerOf(request), request.params.param);
      return reply.status(204).send();
    },
  );
}
