import { API_PATHS, PERMISSIONS } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { listParams, type RawListQuery } from '../../http/list-query.js';
import { ROUTINE_CHILD_ORDERING } from './queries.js';
import { listRoutineChildren, type RoutineListFilters } from './service.js';
import { RoutineChildrenFilters, listQuery } from '@evax/shared/contract/schemas';
import { routineVaccinationRoutes } from './routine-routes.js';
import { kindVaccinationRoutes } from './kind-routes.js';
import { internationalVaccinationRoutes } from './international-routes.js';
import { seasonalCampaignRoutes } from './campaign-routes.js';

export async function vaccinationRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: RawListQuery & RoutineListFilters }>(
    API_PATHS.routineVaccinationChildren,
    {
      schema: { querystring: listQuery(Object.keys(ROUTINE_CHILD_ORDERING), RoutineChildrenFilters) },
      preHandler: requirePermission(PERMISSIONS.vaccination.viewRoutine),
    },
    (request) =>
      listRoutineChildren(app.db, callerOf(request), listParams(request.query), { structure: request.query.structure, ageBand: request.query.ageBand }),
  );
  await routineVaccinationRoutes(app);
  await kindVaccinationRoutes(app);
  await internationalVaccinationRoutes(app);
  seasonalCampaignRoutes(app);
}
