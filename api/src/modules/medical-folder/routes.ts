import { MEDICAL_FOLDER_API_PATHS as PATHS, PERMISSIONS } from '@evax/shared/contract';
import {
  AllergyBody,
  AllergyListResponse,
  AllergyOrderBody,
  AllergyRowSchema,
  FolderCloseBody,
  FolderCloseParams,
  FolderParams,
  GrowthBody,
  GrowthListResponse,
  GrowthRowSchema,
  HeadCircumferenceBody,
  HeadCircumferenceListResponse,
  HeadCircumferenceRowSchema,
  IdParams,
  MedicalFolderSummarySchema,
  MetricListQuery,
  NoContent,
} from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { normalizeBodyText, routePath } from '../../http/routes.js';
import { createAllergy, deleteAllergy, listAllergies, reorderAllergies, updateAllergy } from './allergy-service.js';
import { closeFolder } from './close-service.js';
import { folderSummary } from './folder.js';
import { createGrowth, deleteGrowth, listGrowth, updateGrowth } from './growth-service.js';
import { createHeadCircumference, deleteHeadCircumference, listHeadCircumference, updateHeadCircumference } from './head-circumference-service.js';

const { medicalFolder: p, citizen } = PERMISSIONS;

type Folder = { Params: FolderParams };
type Item = { Params: IdParams };

/** A child's medical folder: growth, head circumference, allergies, closure (spec 2 §7). */
export async function medicalFolderRoutes(app: FastifyInstance): Promise<void> {
  app.get<Folder>(
    routePath(PATHS.medicalFolder),
    {
      schema: {
        params: FolderParams,
        response: { 200: MedicalFolderSummarySchema },
        description: "A child's medical folder: birth date, sex, and its closure if closed.",
      },
      preHandler: requirePermission(p.viewMedicalFolder),
    },
    (request) => folderSummary(app.db, callerOf(request), request.params.param),
  );

  // Growth (weight and height)
  app.get<Folder & { Querystring: MetricListQuery }>(
    routePath(PATHS.growthList),
    {
      schema: {
        params: FolderParams,
        querystring: MetricListQuery,
        response: { 200: GrowthListResponse },
        description: 'The growth records by date, with age and WHO z-scores.',
      },
      preHandler: requirePermission(p.viewGrowth),
    },
    (request) => listGrowth(app.db, callerOf(request), request.params.param, request.query.birthDate),
  );
  app.post<Folder & { Body: GrowthBody }>(
    routePath(PATHS.growthCreate),
    {
      schema: {
        params: FolderParams,
        body: GrowthBody,
        response: { 201: GrowthRowSchema },
        description: 'Record a weight and height; implausible values are refused.',
      },
      preHandler: requirePermission(p.addGrowth),
    },
    async (request, reply) => reply.status(201).send(await createGrowth(app.db, callerOf(request), request.params.param, request.body)),
  );
  app.put<Item & { Body: GrowthBody }>(
    routePath(PATHS.growthItem),
    {
      schema: { params: IdParams, body: GrowthBody, response: { 200: GrowthRowSchema }, description: 'Correct a growth record.' },
      preHandler: requirePermission(p.editGrowth),
    },
    (request) => updateGrowth(app.db, callerOf(request), request.params.id, request.body),
  );
  app.delete<Item>(
    routePath(PATHS.growthItem),
    { schema: { params: IdParams, response: { 204: NoContent }, description: 'Delete a growth record.' }, preHandler: requirePermission(p.deleteGrowth) },
    async (request, reply) => {
      await deleteGrowth(app.db, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // Head circumference
  app.get<Folder & { Querystring: MetricListQuery }>(
    routePath(PATHS.headCircumferenceList),
    {
      schema: {
        params: FolderParams,
        querystring: MetricListQuery,
        response: { 200: HeadCircumferenceListResponse },
        description: 'The head-circumference records by date, with age and WHO z-score.',
      },
      preHandler: requirePermission(p.viewHeadCircumference),
    },
    (request) => listHeadCircumference(app.db, callerOf(request), request.params.param, request.query.birthDate),
  );
  app.post<Folder & { Body: HeadCircumferenceBody }>(
    routePath(PATHS.headCircumferenceCreate),
    {
      schema: {
        params: FolderParams,
        body: HeadCircumferenceBody,
        response: { 201: HeadCircumferenceRowSchema },
        description: 'Record a head circumference; implausible values are refused.',
      },
      preHandler: requirePermission(p.addHeadCircumference),
    },
    async (request, reply) => reply.status(201).send(await createHeadCircumference(app.db, callerOf(request), request.params.param, request.body)),
  );
  app.put<Item & { Body: HeadCircumferenceBody }>(
    routePath(PATHS.headCircumferenceItem),
    {
      schema: {
        params: IdParams,
        body: HeadCircumferenceBody,
        response: { 200: HeadCircumferenceRowSchema },
        description: 'Correct a head-circumference record.',
      },
      preHandler: requirePermission(p.editHeadCircumference),
    },
    (request) => updateHeadCircumference(app.db, callerOf(request), request.params.id, request.body),
  );
  app.delete<Item>(
    routePath(PATHS.headCircumferenceItem),
    {
      schema: { params: IdParams, response: { 204: NoContent }, description: 'Delete a head-circumference record.' },
      preHandler: requirePermission(p.deleteHeadCircumference),
    },
    async (request, reply) => {
      await deleteHeadCircumference(app.db, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // Allergies
  app.get<Folder>(
    routePath(PATHS.allergyList),
    {
      schema: { params: FolderParams, response: { 200: AllergyListResponse }, description: "The child's allergies in their order." },
      preHandler: requirePermission(p.viewAllergy),
    },
    (request) => listAllergies(app.db, callerOf(request), request.params.param),
  );
  app.post<Folder & { Body: AllergyBody }>(
    routePath(PATHS.allergyCreate),
    {
      schema: {
        params: FolderParams,
        body: AllergyBody,
        response: { 201: AllergyRowSchema },
        description: 'Add an allergy (a type of the ALLERGY_TYPE list and a name), last in the order.',
      },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(p.addAllergy),
    },
    async (request, reply) => reply.status(201).send(await createAllergy(app.db, callerOf(request), request.params.param, request.body)),
  );
  app.put<Folder & { Body: AllergyOrderBody }>(
    routePath(PATHS.allergyOrder),
    {
      schema: {
        params: FolderParams,
        body: AllergyOrderBody,
        response: { 200: AllergyListResponse },
        description: "Reorder the child's allergies: every id, first first.",
      },
      preHandler: requirePermission(p.editAllergy),
    },
    (request) => reorderAllergies(app.db, callerOf(request), request.params.param, request.body.ids),
  );
  app.put<Item & { Body: AllergyBody }>(
    routePath(PATHS.allergyItem),
    {
      schema: { params: IdParams, body: AllergyBody, response: { 200: AllergyRowSchema }, description: "Change an allergy's type or name." },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(p.editAllergy),
    },
    (request) => updateAllergy(app.db, callerOf(request), request.params.id, request.body),
  );
  app.delete<Item>(
    routePath(PATHS.allergyItem),
    {
      schema: { params: IdParams, response: { 204: NoContent }, description: 'Delete an allergy; the next ones move up.' },
      preHandler: requirePermission(p.deleteAllergy),
    },
    async (request, reply) => {
      await deleteAllergy(app.db, callerOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // Closure
  app.post<{ Params: FolderCloseParams; Body: FolderCloseBody }>(
    routePath(PATHS.medicalFolderClose),
    {
      schema: {
        params: FolderCloseParams,
        body: FolderCloseBody,
        response: { 200: MedicalFolderSummarySchema },
        description: "Close the child's medical folder, irreversibly: every later write to it is refused.",
      },
      preValidation: normalizeBodyText,
      preHandler: requirePermission(citizen.closeMedicalFolder),
    },
    (request) => closeFolder(app.db, callerOf(request), request.params.param, request.body),
  );
}
