import { PERMISSIONS, VACCINATION_API_PATHS as PATHS, type BookletEntryAnswer, type RoutineFolder } from '@evax/shared/contract';
import {
  CancelBody,
  listQuery,
  RoutineChildrenFilters,
  RoutineScheduleCounts,
  RoutineVaccinationChildPage,
  EvaxParams,
  GivableDoses,
  NoContent,
  BookBody,
  PostponeBody,
  RoutineDoseEditBody,
  RoutineFolder as RoutineFolderSchema,
  RoutineSpecialties,
  RoutineVaccinationBody,
  RoutineVaccinationCreated,
  SupportingFileDownload,
  VaccinationDetail,
  VaccinationParams,
} from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../../http/auth.js';
import { sendInlineFile } from '../../../http/inline-file.js';
import { listParams, type RawListQuery } from '../../../http/list-query.js';
import { noStore } from '../../../http/no-store.js';
import { normalizeBodyText, routePath } from '../../../http/routes.js';
import { readVaccination } from '../common/dose-read-service.js';
import { FILE_VIEW_PERMISSIONS, vaccinationFile } from '../common/visit-file-service.js';
import { readVaccinationForm, visitFileOf } from '../common/visit-form.js';
import { readRoutineFolder, routineVaccinesList } from './routine-folder-service.js';
import { editPastDose } from './routine-edit-service.js';
import { ROUTINE_CHILD_ORDERING } from './routine-list-queries.js';
import { listRoutineChildren, type RoutineListFilters } from './routine-list-service.js';
import { routineSpecialties } from './routine-queries.js';
import { bookDose, cancelDose, createRoutineVaccinations, postponeDose } from './routine-service.js';
import { routineScheduleCounts } from './schedule-counts.js';

const { vaccination } = PERMISSIONS;

/**
 * Routine vaccination (spec 2 §2 "Vaccination", §4, §7): the children list and the area's due and
 * overdue counts, the child's folder, what may be given now, vaccinate, postpone, cancel, edit a
 * past dose, a visit's supporting file.
 */
export function routineVaccinationRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: RawListQuery & RoutineListFilters }>(
    PATHS.routineVaccinationChildren,
    {
      schema: {
        querystring: listQuery(Object.keys(ROUTINE_CHILD_ORDERING), RoutineChildrenFilters),
        response: { 200: RoutineVaccinationChildPage },
        description: 'The children the caller sees, with where their routine schedule stands.',
      },
      preHandler: requirePermission(vaccination.viewRoutine),
    },
    (request) => {
      const { structure, ageBand, scheduleState } = request.query;
      return listRoutineChildren(app.db, callerOf(request), listParams(request.query), { structure, ageBand, scheduleState });
    },
  );
  app.get(
    PATHS.routineScheduleCounts,
    {
      schema: {
        response: { 200: RoutineScheduleCounts },
        description: "How many of the caller's children (its structures') have a routine dose due, or overdue, today (the area's entry).",
      },
      preHandler: requirePermission(vaccination.viewRoutine),
    },
    (request) => routineScheduleCounts(app.db, callerOf(request)),
  );

  app.get(
    PATHS.routineSpecialties,
    {
      schema: { response: { 200: RoutineSpecialties }, description: "The catalogue's active specialties of the schedule's DCIs (the specialty picker)." },
      preHandler: requirePermission(vaccination.viewRoutine),
    },
    () => routineSpecialties(app.db),
  );

  app.get<{ Params: EvaxParams }>(
    routePath(PATHS.routineFolder),
    {
      schema: { params: EvaxParams, response: { 200: RoutineFolderSchema }, description: "The child's routine booklet computed from the national schedule." },
      preHandler: requirePermission(vaccination.viewRoutine),
    },
    (request): Promise<RoutineFolder> => readRoutineFolder(app.db, callerOf(request), request.params.param),
  );

  for (const path of [PATHS.routineVaccinesList, PATHS.vaccinationVaccinesList])
    app.get<{ Params: EvaxParams }>(
      routePath(path),
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
    async (request, reply) => reply.status(201).send(await createRoutineVaccinations(app.db, callerOf(request), request.body, visitFileOf(request))),
  );

  app.post<{ Body: RoutineVaccinationBody }>(
    PATHS.routineNextVaccination,
    {
      schema: {
        body: RoutineVaccinationBody,
        response: { 201: RoutineVaccinationCreated },
        description: 'The next vaccination: the doses due now, given today (multipart as POST /api/vaccination).',
      },
      preValidation: [readVaccinationForm, normalizeBodyText],
      preHandler: requirePermission(vaccination.addNextRoutine),
    },
    async (request, reply) =>
      reply.status(201).send(await createRoutineVaccinations(app.db, callerOf(request), request.body, visitFileOf(request), { nextOnly: true })),
  );

  app.put<{ Params: VaccinationParams; Body: RoutineDoseEditBody }>(
    routePath(PATHS.vaccinationEdit),
    {
      schema: {
        params: VaccinationParams,
        body: RoutineDoseEditBody,
        response: { 204: NoContent },
        description:
          'Edit a past routine dose: its fields are replaced, the dose rules checked again. JSON, or multipart with a `file` part replacing the supporting file.',
      },
      preValidation: [readVaccinationForm, normalizeBodyText],
      preHandler: requirePermission(vaccination.editPast),
    },
    async (request, reply) => {
      await editPastDose(app.db, callerOf(request), request.params.param, request.body, visitFileOf(request));
      return reply.status(204).send();
    },
  );

  app.get<{ Params: VaccinationParams }>(
    routePath(PATHS.vaccinationEdit),
    {
      schema: {
        params: VaccinationParams,
        response: { 200: VaccinationDetail },
        description: "One routine, occasional or seasonal vaccination, by its id, of a child the caller sees (the kind's view permission).",
      },
      config: { access: { anyPermission: FILE_VIEW_PERMISSIONS } },
    },
    (request) => readVaccination(app.db, callerOf(request), request.params.param),
  );

  app.get<{ Params: VaccinationParams }>(
    routePath(PATHS.vaccinationFile),
    {
      schema: {
        params: VaccinationParams,
        response: { 200: SupportingFileDownload },
        description: "A routine, occasional or seasonal vaccination's supporting file, inline, with its name and media type (the kind's view permission).",
      },
      config: { access: { anyPermission: FILE_VIEW_PERMISSIONS } },
      onSend: noStore,
    },
    async (request, reply) => {
      return sendInlineFile(reply, await vaccinationFile(app.db, callerOf(request), request.params.param));
    },
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

  app.post<{ Params: EvaxParams; Body: BookBody }>(
    routePath(PATHS.vaccinationBook),
    {
      schema: {
        params: EvaxParams,
        body: BookBody,
        response: { 204: NoContent },
        description: "Book a routine dose's appointment on a day, today or later, open at the caller's structure.",
      },
      preHandler: requirePermission(vaccination.manageAppointments),
    },
    async (request, reply) => {
      await bookDose(app.db, callerOf(request), request.params.param, request.body);
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
