import { API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { requirePermission } from '../../http/auth.js';
import { catalogueRoutes } from '../../http/catalogue-routes.js';
import { listParams, type RawListQuery } from '../../http/list-query.js';
import {
  SPECIALTY_ORDERING,
  createSpecialty,
  deleteSpecialty,
  exportSpecialties,
  getSpecialty,
  importSpecialties,
  listSpecialties,
  setSpecialtyActive,
  updateSpecialty,
} from './specialty-service.js';
import { Id, SpecialtyBody, SpecialtyFilters, SpecialtyListAnswer, SpecialtyPatchBody, SpecialtyRow, listQuery } from '@evax/shared/contract/schemas';

interface SpecialtyFilterQuery {
  /** 1 (the default, spec 3 §9) or 0. */
  is_active: 0 | 1;
  dci?: number;
}

const filtersOf = (query: SpecialtyFilterQuery) => ({ isActive: query.is_active === 1, dciId: query.dci ?? null });

/** The specialty catalogue (spec 3 §2, §7). */
export async function specialtyRoutes(app: FastifyInstance): Promise<void> {
  const { specialty } = PERMISSIONS;

  // The list, or with ?id= one specialty (the spec's GET /api/specialityList?id={id}).
  const canView = requirePermission(specialty.view);
  const canList = requirePermission(specialty.viewList);
  const viewOrList: preHandlerAsyncHookHandler = async function (request, reply) {
    const { id } = request.query as { id?: number };
    await (id !== undefined ? canView : canList).call(this, request, reply);
  };
  app.get<{ Querystring: RawListQuery & SpecialtyFilterQuery & { id?: number } }>(
    API_PATHS.specialtyList,
    {
      schema: { querystring: listQuery(Object.keys(SPECIALTY_ORDERING), { ...SpecialtyFilters, id: Id }), response: { 200: SpecialtyListAnswer } },
      // One of the two before the query is read; then view-specialty for one, view-specialty-list for the list.
      config: { access: { anyPermission: [specialty.view, specialty.viewList] } },
      preHandler: viewOrList,
    },
    (request) =>
      request.query.id !== undefined ? getSpecialty(app.db, request.query.id) : listSpecialties(app.db, listParams(request.query), filtersOf(request.query)),
  );

  catalogueRoutes(app, {
    answers: { detail: SpecialtyRow },
    listing: { ordering: SPECIALTY_ORDERING, filters: SpecialtyFilters, filtersOf },
    create: { path: API_PATHS.specialtyAdd, permission: specialty.add, body: SpecialtyBody, run: createSpecialty },
    update: { path: API_PATHS.specialtyOne, permission: specialty.edit, body: SpecialtyPatchBody, putBody: SpecialtyBody, run: updateSpecialty },
    activation: {
      activatePath: API_PATHS.specialtyActivate,
      deactivatePath: API_PATHS.specialtyDeactivate,
      permission: specialty.activate,
      run: setSpecialtyActive,
    },
    remove: { path: API_PATHS.specialtyDelete, permission: specialty.delete, run: deleteSpecialty },
    export: { path: API_PATHS.specialtyExport, permission: specialty.viewList, run: exportSpecialties },
    import: { path: API_PATHS.specialtyImport, permissions: [specialty.add, specialty.edit], run: importSpecialties },
  });
}
