import { PERMISSIONS, RABIES_API_PATHS as PATHS } from '@evax/shared/contract';
import {
  EvaxParams,
  NoContent,
  Paged,
  RABIES_FICHE_ORDERING,
  RabiesClosureBody,
  RabiesDoseBody,
  RabiesDoseDetails,
  RabiesDoseList,
  RabiesDoseRecorded,
  RabiesFiche,
  RabiesFicheBody,
  RabiesFicheCreated,
  RabiesFicheParams,
  RabiesFicheRow,
  RabiesFirstUpdateBody,
  RabiesInProgress,
  RabiesListFilters,
  KindVaccinesList,
  RabiesUpdateBody,
  listQuery,
} from '@evax/shared/contract/schemas';
import { tunisToday } from '@evax/shared/validation';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../../http/auth.js';
import { listParams, type RawListQuery } from '../../../http/list-query.js';
import { normalizeBodyText, routePath } from '../../../http/routes.js';
import { visibleChildOr404 } from '../../citizen/index.js';
import { catalogueVaccines } from '../common/catalogue-queries.js';
import { listSheets } from './rabies-queries.js';
import {
  checkInProgress,
  closeFiche,
  createFiche,
  deleteFiche,
  doseDetails,
  doseList,
  firstUpdate,
  readFiche,
  recordDose,
  updateAnimalStates,
} from './rabies-service.js';
import { reopenFiche } from './rabies-reopen-service.js';

const { vaccination } = PERMISSIONS;

type FicheParams = { Params: { param: number } };

/**
 * Anti-rabies vaccination (spec 2 §3 "Anti-rabies sheet", §4, §5, §7 "Anti-rabies"): the sheet, its
 * protocol's visits, closure and deletion, the lists (the absent list: rabies-absent-routes.ts). Today is the app's clock's
 * day in Tunisia (tests move the clock).
 */
export function rabiesVaccinationRoutes(app: FastifyInstance): void {
  const today = () => tunisToday(app.account.clock.now());

  app.post<{ Body: RabiesFicheBody }>(
    PATHS.rabiesFicheCreate,
    {
      schema: {
        body: RabiesFicheBody,
        response: { 201: RabiesFicheCreated },
        description: 'Open an anti-rabies sheet: its WHO category, proposed protocol and planned visits.',
      },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(vaccination.addRabies),
    },
    async (request, reply) => reply.status(201).send(await createFiche(app.db, callerOf(request), request.body, today())),
  );
  app.post<{ Body: RabiesFirstUpdateBody }>(
    PATHS.rabiesFicheFirstUpdate,
    {
      schema: { body: RabiesFirstUpdateBody, response: { 200: RabiesFiche }, description: "The protocol record's first update: once only, confirmed." },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(vaccination.updateRabiesProtocol),
    },
    (request) => firstUpdate(app.db, callerOf(request), request.body, today()),
  );
  app.get<FicheParams>(
    routePath(PATHS.rabiesFicheDetails),
    {
      schema: { params: RabiesFicheParams, response: { 200: RabiesFiche }, description: 'One sheet with its visits.' },
      preHandler: requirePermission(vaccination.viewRabies),
    },
    (request) => readFiche(app.db, callerOf(request), request.params.param, today()),
  );
  app.post<FicheParams & { Body: Record<string, unknown> }>(
    routePath(PATHS.rabiesFicheUpdate),
    {
      schema: {
        params: RabiesFicheParams,
        body: RabiesUpdateBody,
        response: { 200: RabiesFiche },
        description: 'The animal state day 0-7 or day 7-14, each once.',
      },
      preHandler: requirePermission(vaccination.editRabies),
    },
    (request) => updateAnimalStates(app.db, callerOf(request), request.params.param, request.body, today()),
  );
  app.post<FicheParams & { Body: RabiesClosureBody }>(
    routePath(PATHS.rabiesFicheClosure),
    {
      schema: {
        params: RabiesFicheParams,
        body: RabiesClosureBody,
        response: { 200: RabiesFiche },
        description: 'Close the sheet with a reason (travel: temporarily).',
      },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(vaccination.closeRabiesProtocol),
    },
    (request) => closeFiche(app.db, callerOf(request), request.params.param, request.body, today()),
  );
  app.post<FicheParams>(
    routePath(PATHS.rabiesFicheReopen),
    {
      schema: {
        params: RabiesFicheParams,
        response: { 200: RabiesFiche },
        description: 'Reopen a sheet closed temporarily (travel): in progress again, the visits not given moved to resume from today.',
      },
      preHandler: requirePermission(vaccination.closeRabiesProtocol),
    },
    (request) => reopenFiche(app.db, callerOf(request), request.params.param, today()),
  );
  app.delete<FicheParams>(
    routePath(PATHS.rabiesFicheDelete),
    {
      schema: { params: RabiesFicheParams, response: { 204: NoContent }, description: 'Delete the sheet and its visits (kept in the audit).' },
      preHandler: requirePermission(vaccination.deleteRabiesProtocol),
    },
    async (request, reply) => {
      await deleteFiche(app.db, callerOf(request), request.params.param, today());
      return reply.status(204).send();
    },
  );
  app.get<FicheParams>(
    routePath(PATHS.rabiesVaccinationList),
    {
      schema: { params: RabiesFicheParams, response: { 200: RabiesDoseList }, description: "The protocol's visits, planned and given." },
      preHandler: requirePermission(vaccination.viewRabies),
    },
    (request) => doseList(app.db, callerOf(request), request.params.param, today()),
  );
  app.get<FicheParams>(
    routePath(PATHS.rabiesVaccinationListDone),
    {
      schema: { params: RabiesFicheParams, response: { 200: RabiesDoseList }, description: "The protocol's visits given." },
      preHandler: requirePermission(vaccination.viewRabies),
    },
    (request) => doseList(app.db, callerOf(request), request.params.param, today(), true),
  );
  app.get<FicheParams>(
    routePath(PATHS.rabiesVaccinationDetails),
    {
      schema: { params: RabiesFicheParams, response: { 200: RabiesDoseDetails }, description: 'One visit ({param}: its id).' },
      preHandler: requirePermission(vaccination.viewRabies),
    },
    (request) => doseDetails(app.db, callerOf(request), request.params.param, today()),
  );
  app.post<FicheParams & { Body: RabiesDoseBody }>(
    routePath(PATHS.rabiesVaccinationUpdate),
    {
      schema: {
        params: RabiesFicheParams,
        body: RabiesDoseBody,
        response: { 200: RabiesDoseRecorded },
        description: 'Record a visit of the protocol as given.',
      },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(vaccination.addRabies),
    },
    (request) => recordDose(app.db, callerOf(request), request.params.param, request.body, today()),
  );
  app.get(
    PATHS.rabiesVaccinesList,
    {
      schema: { response: { 200: KindVaccinesList }, description: 'The active anti-rabies vaccines of the catalogue (the visit form).' },
      preHandler: requirePermission(vaccination.addRabies),
    },
    async () => ({ vaccines: await catalogueVaccines(app.db, 'rabies'), campaigns: [] }),
  );
  app.get<{ Querystring: RawListQuery & { state?: string; type?: string } }>(
    PATHS.rabiesFichesList,
    {
      schema: {
        querystring: listQuery(Object.keys(RABIES_FICHE_ORDERING), RabiesListFilters),
        response: { 200: Paged(RabiesFicheRow) },
        description: 'The sheets of the citizens the caller sees.',
      },
      preHandler: requirePermission(vaccination.viewRabies),
    },
    (request) => listSheets(app.db, callerOf(request), listParams(request.query), { state: request.query.state, type: request.query.type }, today()),
  );
  app.get<{ Params: EvaxParams; Querystring: RawListQuery }>(
    routePath(PATHS.rabiesCitizenFiches),
    {
      schema: {
        params: EvaxParams,
        querystring: listQuery(Object.keys(RABIES_FICHE_ORDERING)),
        response: { 200: Paged(RabiesFicheRow) },
        description: "A citizen's sheets.",
      },
      preHandler: requirePermission(vaccination.viewRabies),
    },
    async (request) => {
      const caller = callerOf(request);
      const child = await visibleChildOr404(app.db, caller, { evaxNumber: request.params.param }, { reads: 'vaccinations' });
      return listSheets(app.db, caller, listParams(request.query), { citizenId: child.id }, today());
    },
  );
  app.get<{ Params: EvaxParams }>(
    routePath(PATHS.rabiesCheckInProgress),
    {
      schema: {
        params: EvaxParams,
        response: { 200: RabiesInProgress },
        description: 'Whether the citizen has a sheet in progress (a new one is then refused).',
      },
      preHandler: requirePermission(vaccination.viewRabies),
    },
    (request) => checkInProgress(app.db, callerOf(request), request.params.param),
  );
}
