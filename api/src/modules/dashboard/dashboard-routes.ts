import { DASHBOARD_API_PATHS as PATHS, PERMISSIONS, type DashboardQuery as Query } from '@evax/shared/contract';
import { CentreDay, DashboardAreas, DashboardQuery, InscriptionKpi, VaccinationKpi } from '@evax/shared/contract/schemas';
import { tunisToday } from '@evax/shared/validation';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../http/auth.js';
import { centreDay, dashboardAreas, inscriptionKpi, vaccinationKpi } from './dashboard-service.js';

/**
 * The home statistics (spec 3 §2 /home, §7; spec 2 §7 KPIs): view-dashboard, each figure scoped by
 * the caller's dashboard level (dashboard-level.ts). Read from the tables at each request: no figure
 * is older than the request.
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const guard = requirePermission(PERMISSIONS.dashboard.view);
  const today = () => tunisToday(app.account.clock.now());
  app.get<{ Querystring: Query }>(
    PATHS.vaccinationKpi,
    {
      schema: {
        querystring: DashboardQuery,
        response: { 200: VaccinationKpi },
        description: 'The doses done at the structures of the area the caller sees (narrowed by the filters), and by governorate.',
      },
      preHandler: guard,
    },
    (request) => vaccinationKpi(app.db, callerOf(request), request.query, today()),
  );
  app.get<{ Querystring: Query }>(
    PATHS.inscriptionKpi,
    {
      schema: {
        querystring: DashboardQuery,
        response: { 200: InscriptionKpi },
        description: 'The children registered and the citizen-space accounts accepted in the area the caller sees, and by governorate.',
      },
      preHandler: guard,
    },
    (request) => inscriptionKpi(app.db, callerOf(request), request.query, today()),
  );
  app.get(
    PATHS.dashboardAreas,
    {
      schema: {
        response: { 200: DashboardAreas },
        description: "The caller's dashboard level and the governorates, circonscriptions and centres it may filter by.",
      },
      preHandler: guard,
    },
    (request) => dashboardAreas(app.db, callerOf(request)),
  );
  app.get(
    PATHS.centreDay,
    {
      schema: {
        response: { 200: CentreDay },
        description: "The caller's centre's day: doses done today, children due and overdue, registration requests waiting, serious MAPI reports of 30 days.",
      },
      preHandler: guard,
    },
    (request) => centreDay(app.db, callerOf(request), today()),
  );
}
