import multipart from '@fastify/multipart';
import { PERMISSIONS, VACCINATION_API_PATHS as PATHS, type BookletEntryAnswer, type RoutineFolder } from '@evax/shared/contract';
import {
  CancelBody,
  EvaxParams,
  GivableDoses,
  NoContent,
  PostponeBody,
  RoutineFolder as RoutineFolderSchema,
  RoutineVaccinationBody,
  RoutineVaccinationCreated,
} from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { normalizeBodyText, routePath } from '../../http/routes.js';
import { readRoutineFolder, routineVaccinesList } from './folder-service.js';
import { readVaccinationForm } from './routine-form.js';
import { cancelDose, createRoutineVaccinations, postponeDose } from './routine-service.js';

const { vaccination } = PERMISSIONS;

/** Routine vaccination (spec 2 §2 "Vaccination", §4, §7): the child's folder, what may be given now, vaccinate, postpone, cancel. */
export async function routineVaccinationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 20, parts: 20, fieldSize: 64 * 1024 } });

  app.get<{ Params: EvaxParams }>(
    routePath(PATHS.routineFolder),
    {
      schema: { params: EvaxParams, response: { 200: RoutineFolderSchema }, description: "The child's routine booklet computed from the national schedule." },
      preHandler: requirePermission(vaccination.viewRoutine),
    },
    (request): Promise<RoutineFolder> => readRoutineFolder(app.db, callerOf(request), request.params.param),
  );

  app.get<{ Params: EvaxParams }>(
    routePath(PATHS.routineVaccinesList),
    {
      schema: { params: EvaxParams, response: { 200: GivableDoses }, description: 'The routine doses that may be given to the child now.' },
      preHandler: requirePermission(vaccination.viewRoutine),
    },
    (request): Promise<BookletEntryAnswer[]> => routineVaccinesList(app.db, callerOf(request), request.params.param),
  );

  app.post<{ Body: RoutineVaccinationBody }>(
    PATHS.vaccinationCreate,
    {
      schema: {
        body: RoutineVaccinationBody,
        response: { 201: RoutineVaccinationCreated },
        description: 'Record the routine doses of a visit (multipart, vaccines_set as JSON), all or none, under the dose rules.',
      },
      preValidation: [readVaccinationForm, normalizeBodyText],
      preHandler: requirePermission(vaccination.addRoutine),
    },
    async (request, reply) => reply.status(201).send(await createRoutineVaccinations(app.db, callerOf(request), request.body)),
  );

  app.post<{ Params: EvaxParams; Body: PostponeBody }>(
    routePath(PATHS.vaccinationPostpone),
    {
      schema: { params: EvaxParams, body: PostponeBody, response: { 204: NoContent }, description: "Postpone a routine dose's appointment to a later day." },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(vaccination.editRoutine),
    },
    async (request, reply) => {
      await postponeDose(app.db, callerOf(request), request.params.param, request.body);
      return reply.status(204).send();
    },
  );

  app.post<{ Params: EvaxParams; Body: CancelBody }>(
    routePath(PATHS.vaccinationCancel),
    {
      schema: { params: EvaxParams, body: CancelBody, response: { 204: NoContent }, description: 'Cancel a routine dose, with its reason (irreversible).' },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(vaccination.deleteRoutine),
    },
    async (request, reply) => {
      await cancelDose(app.db, callerOf(request), request.params.param, request.body);
      return reply.status(204).send();
    },
  );
}
