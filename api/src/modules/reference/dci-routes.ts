import { API_PATHS, PERMISSIONS, type VaccineCategory, type VaccineType } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../http/auth.js';
import { catalogueRoutes } from '../../http/catalogue-routes.js';
import { activeFilter, listParams, type RawListQuery } from '../../http/list-query.js';
import { routePath } from '../../http/routes.js';
import { DCI_ORDERING } from './dci-queries.js';
import { createDci, deleteDci, exportDci, getDci, importDci, listDci, setDciActive, updateDci } from './dci-service.js';
import { listSpecialtiesOfDci, SPECIALTY_ORDERING } from './specialty-service.js';
import { DciBody, DciDetail, DciFilters, DciPage, DciPatchBody, IdParams, IsActiveFilter, listQuery, SpecialtyPage } from '@evax/shared/contract/schemas';

interface DciFilterQuery {
  is_active?: 0 | 1;
  vaccine_category?: VaccineCategory;
  vaccine_type?: VaccineType;
}

const filtersOf = (query: DciFilterQuery) => ({
  isActive: activeFilter(query.is_active),
  vaccineCategory: query.vaccine_category ?? null,
  vaccineType: query.vaccine_type ?? null,
});

/** The DCI catalogue (spec 3 §2, §7 path set A). */
export async function dciRoutes(app: FastifyInstance): Promise<void> {
  const { dci } = PERMISSIONS;

  catalogueRoutes(app, {
    answers: { page: DciPage, detail: DciDetail },
    listing: { ordering: DCI_ORDERING, filters: DciFilters, filtersOf },
    list: { path: API_PATHS.dciList, permission: dci.viewList, run: listDci },
    create: { path: API_PATHS.dciAdd, permission: dci.add, body: DciBody, run: createDci },
    get: { path: API_PATHS.dciOne, permission: dci.viewList, run: getDci },
    // PATCH changes the fields sent; PUT sends them all (the same schema as creation).
    update: { path: API_PATHS.dciOne, permission: dci.edit, body: DciPatchBody, putBody: DciBody, run: updateDci },
    activation: { activatePath: API_PATHS.dciActivate, deactivatePath: API_PATHS.dciDeactivate, permission: dci.edit, run: setDciActive },
    remove: { path: API_PATHS.dciDelete, permission: dci.delete, run: deleteDci },
    export: { path: API_PATHS.dciExport, permission: dci.viewList, run: exportDci },
    import: { path: API_PATHS.dciImport, permissions: [dci.add, dci.edit], run: importDci },
  });

  app.get<{ Params: IdParams; Querystring: RawListQuery & { is_active?: 0 | 1 } }>(
    routePath(API_PATHS.dciSpecialties),
    {
      schema: { params: IdParams, querystring: listQuery(Object.keys(SPECIALTY_ORDERING), IsActiveFilter), response: { 200: SpecialtyPage } },
      preHandler: [requirePermission(dci.viewList), requirePermission(PERMISSIONS.specialty.viewList)],
    },
    (request) => listSpecialtiesOfDci(app.db, request.params.id, listParams(request.query), activeFilter(request.query.is_active)),
  );
}
