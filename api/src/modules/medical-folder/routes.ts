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
  MedicalFolderSummarySchema,
  MetricListQuery,
} from '@evax/shared/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { normalizeBodyText, routePath } from '../../http/routes.js';
import { createAllergy, deleteAllergy, listAllergies, reorderAllergies, updateAllergy } from './allergy-service.js';
import { closeFolder } from './close-service.js';
import { folderSummary } from './folder.js';
import { folderRecordRoutes } from './folder-record-routes.js';
import { createGrowth, deleteGrowth, listGrowth, updateGrowth } from './growth-service.js';
import { createHeadCircumference, deleteHeadCircumference, listHeadCircumference, updateHeadCircumference } from './head-circumference-service.js';

const { medicalFolder: p, citizen } = PERMISSIONS;

type Folder = { Params: FolderParams };
/** A child's medical folder: growth, head circumference, allergies, closure (spec 2 §7). */
export async function medicalFolderRoutes(app: FastifyInstance): Promise<void> {
  app.get<Folder>(
    routePath(PATHS.medicalFolder),
    {
      schema: {
        params: FolderParams,
        response: { 200: MedicalFolderSummarySchema },
        description: "A child's medical folder: birth date, sex, and its closure if closed (the folder's or the MAPI's view permission).",
      },
      // Spec 2 §2 gates /mapi/{param}, the folder's page, by the MAPI show permission: its holder reads the folder it opens.
      config: { access: { anyPermission: [p.viewMedicalFolder, p.viewMapi] } },
    },
    (request) => folderSummary(app.db, callerOf(request), request.params.param),
  );

  folderRecordRoutes<GrowthBody, MetricListQuery>(app, {
    paths: { list: PATHS.growthList, create: PATHS.growthCreate, item: PATHS.growthItem },
    permissions: { view: p.viewGrowth, add: p.addGrowth, edit: p.editGrowth, delete: p.deleteGrowth },
    schemas: { body: GrowthBody, row: GrowthRowSchema, list: GrowthListResponse, query: MetricListQuery },
    descriptions: {
      list: 'The growth records by date, with age and WHO z-scores.',
      create: 'Record a weight and height; implausible values are refused.',
      update: 'Correct a growth record.',
      delete: 'Delete a growth record.',
    },
    list: (db, caller, evaxNumber, query) => listGrowth(db, caller, evaxNumber, query.birthDate),
    create: createGrowth,
    update: updateGrowth,
    remove: deleteGrowth,
  });

  folderRecordRoutes<HeadCircumferenceBody, MetricListQuery>(app, {
    paths: { list: PATHS.headCircumferenceList, create: PATHS.headCircumferenceCreate, item: PATHS.headCircumferenceItem },
    permissions: { view: p.viewHeadCircumference, add: p.addHeadCircumference, edit: p.editHeadCircumference, delete: p.deleteHeadCircumference },
    schemas: { body: HeadCircumferenceBody, row: HeadCircumferenceRowSchema, list: HeadCircumferenceListResponse, query: MetricListQuery },
    descriptions: {
      list: 'The head-circumference records by date, with age and WHO z-score.',
      create: 'Record a head circumference; implausible values are refused.',
      update: 'Correct a head-circumference record.',
      delete: 'Delete a head-circumference record.',
    },
    list: (db, caller, evaxNumber, query) => listHeadCircumference(db, caller, evaxNumber, query.birthDate),
    create: createHeadCircumference,
    update: updateHeadCircumference,
    remove: deleteHeadCircumference,
  });

  folderRecordRoutes<AllergyBody, object>(app, {
    paths: { list: PATHS.allergyList, create: PATHS.allergyCreate, item: PATHS.allergyItem },
    permissions: { view: p.viewAllergy, add: p.addAllergy, edit: p.editAllergy, delete: p.deleteAllergy },
    schemas: { body: AllergyBody, row: AllergyRowSchema, list: AllergyListResponse },
    text: true,
    descriptions: {
      list: "The child's allergies in their order.",
      create: 'Add an allergy (a type of the ALLERGY_TYPE list and a name), last in the order.',
      update: "Change an allergy's type or name.",
      delete: 'Delete an allergy; the next ones move up.',
    },
    list: (db, caller, evaxNumber) => listAllergies(db, caller, evaxNumber),
    create: createAllergy,
    update: updateAllergy,
    remove: deleteAllergy,
  });

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
