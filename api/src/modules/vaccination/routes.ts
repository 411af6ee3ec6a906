import { API_PATHS, PERMISSIONS, type RoutineScheduleCounts as Counts } from '@evax/shared/contract';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { listParams, type RawListQuery } from '../../http/list-query.js';
import { ROUTINE_CHILD_ORDERING } from './queries.js';
import { routineScheduleCounts } from './schedule-counts.js';
import { listRoutineChildren, type RoutineListFilters } from './service.js';
import { RoutineChildrenFilters, RoutineScheduleCounts, RoutineVaccinationChildPage, listQuery } from '@evax/shared/contract/schemas';
import { routineVaccinationRoutes } from './routine-routes.js';
import { kindVaccinationRoutes } from './kind-routes.js';
import { internationalVaccinationRoutes } from './international-routes.js';
import { seasonalCampaignRoutes } from './campaign-routes.js';

export async function vaccinationRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: RawListQuery & RoutineListFilters }>(
    API_PATHS.routineVaccinationChildren,
    {
      schema: {
        querystring: listQuery(Object.keys(ROUTINE_CHILD_ORDERING), RoutineChildrenFilters),
        response: { 200: RoutineVaccinationChildPage },
        description: 'The children the caller sees, with where their routine schedule stands.',
      },
      preHandler: requirePermission(PERMISSIONS.vaccination.viewRoutine),
    },
    (request) => {
      const { structure, ageBand, scheduleState } = request.query;
      return listRoutineChildren(app.db, callerOf(request), listParams(request.query), { structure, ageBand, scheduleState });
    },
  );
  app.get(
    API_PATHS.routineScheduleCounts,
    {
      schema: {
        response: { 200: RoutineScheduleCounts },
        description: "How many of the caller's children (its structures') have a routine dose due, or overdue, today (the area's entry).",
      },
      preHandler: requirePermission(PERMISSIONS.vaccination.viewRoutine),
    },
    (request): Promise<Counts> => routineScheduleCounts(app.db, callerOf(request)),
  );
  await routineVaccinationRoutes(app);
  await kindVaccinationRoutes(app);
  await internationalVaccinationRoutes(app);
  seasonalCampaignRoutes(app);
}
