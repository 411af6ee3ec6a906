import { PERMISSIONS, VACCINATION_KIND_API_PATHS as PATHS, type CatalogueKind, type Permission } from '@evax/shared/contract';
import {
  EvaxParams,
  KIND_ORDERING,
  KindCreated,
  KindDoseEditBody,
  KindFolder,
  KindVaccinationBody,
  KindVaccinationRow,
  KindVaccinesList,
  NoContent,
  Paged,
  VaccinationParams,
  listQuery,
} from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../../http/auth.js';
import { listParams, type RawListQuery } from '../../../http/list-query.js';
import { normalizeBodyText, routePath } from '../../../http/routes.js';
import { readVaccinationForm, visitFileOf } from '../common/visit-form.js';
import { deleteKindVaccination, editKindVaccination } from './kind-edit-service.js';
import { listKindVaccinations } from './kind-queries.js';
import { createKindVaccinations, kindVaccinesList, readKindFolder } from './kind-service.js';

const { vaccination } = PERMISSIONS;

interface KindRoutes {
  kind: CatalogueKind;
  paths: { list: string; folder: string; vaccinesList: string; edit: string; delete: string };
  view: Permission;
  add: Permission;
  edit: Permission;
  delete: Permission;
}

const KINDS: KindRoutes[] = [
  {
    kind: 'occasional',
    paths: {
      list: PATHS.occasionalVaccinations,
      folder: PATHS.occasionalFolder,
      vaccinesList: PATHS.occasionalVaccinesList,
      edit: PATHS.occasionalEdit,
      delete: PATHS.occasionalDelete,
    },
    view: vaccination.viewOccasional,
    add: vaccination.addOccasional,
    edit: vaccination.editOccasional,
    delete: vaccination.deleteOccasional,
  },
  {
    kind: 'seasonal',
    paths: {
      list: PATHS.seasonalVaccinations,
      folder: PATHS.seasonalFolder,
      vaccinesList: PATHS.seasonalVaccinesList,
      edit: PATHS.seasonalEdit,
      delete: PATHS.seasonalDelete,
    },
    view: vaccination.viewSeasonal,
    add: vaccination.addSeasonal,
    edit: vaccination.editSeasonal,
    delete: vaccination.deleteSeasonal,
  },
];

/** Occasional and seasonal vaccination (spec 2 §6, §7): the list, a child's folder, what may be given, record, edit, delete. */
export function kindVaccinationRoutes(app: FastifyInstance): void {
  for (const { kind, paths, view, add, edit, delete: remove } of KINDS) {
    app.get<{ Querystring: RawListQuery }>(
      paths.list,
      {
        schema: {
          querystring: listQuery(Object.keys(KIND_ORDERING)),
          response: { 200: Paged(KindVaccinationRow) },
          description: `The ${kind} vaccinations of the children the caller sees, latest first.`,
        },
        preHandler: requirePermission(view),
      },
      (request) => listKindVaccinations(app.db, callerOf(request), kind, listParams(request.query)),
    );
    app.get<{ Params: EvaxParams }>(
      routePath(paths.folder),
      {
        schema: { params: EvaxParams, response: { 200: KindFolder }, description: `The child and its ${kind} vaccinations.` },
        preHandler: requirePermission(view),
      },
      (request) => readKindFolder(app.db, callerOf(request), kind, request.params.param),
    );
    app.get<{ Params: EvaxParams }>(
      routePath(paths.vaccinesList),
      {
        schema: { params: EvaxParams, response: { 200: KindVaccinesList }, description: `The ${kind} vaccines that may be given to the child.` },
        preHandler: requirePermission(view),
      },
      (request) => kindVaccinesList(app.db, callerOf(request), kind, request.params.param),
    );
    app.post<{ Body: KindVaccinationBody }>(
      paths.list,
      {
        schema: {
          body: KindVaccinationBody,
          response: { 201: KindCreated },
          description: `Record the ${kind} vaccines of a visit (multipart, vaccines_set as JSON, one supporting file), all or none.`,
        },
        preValidation: [readVaccinationForm, normalizeBodyText],
        preHandler: requirePermission(add),
      },
      async (request, reply) => reply.status(201).send(await createKindVaccinations(app.db, callerOf(request), kind, request.body, visitFileOf(request))),
    );
    app.put<{ Params: VaccinationParams; Body: KindDoseEditBody }>(
      routePath(paths.edit),
      {
        schema: {
          params: VaccinationParams,
          body: KindDoseEditBody,
          response: { 204: NoContent },
          description: `Edit a ${kind} dose: its fields are replaced, the rules of a new one checked again.`,
        },
        preValidation: normalizeBodyText,
        preHandler: requirePermission(edit),
      },
      async (request, reply) => {
        await editKindVaccination(app.db, callerOf(request), kind, request.params.param, request.body);
        return reply.status(204).send();
      },
    );
    app.delete<{ Params: VaccinationParams }>(
      routePath(paths.delete),
      {
        schema: { params: VaccinationParams, response: { 204: NoContent }, description: `Delete a ${kind} dose (its fields kept in the audit).` },
        preHandler: requirePermission(remove),
      },
      async (request, reply) => {
        await deleteKindVaccination(app.db, callerOf(request), kind, request.params.param);
        return reply.status(204).send();
      },
    );
  }
}
