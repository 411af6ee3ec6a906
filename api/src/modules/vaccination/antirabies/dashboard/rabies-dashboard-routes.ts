import { PERMISSIONS, RABIES_API_PATHS as PATHS } from '@evax/shared/contract';
import { RabiesDashboard, RabiesDashboardQuery } from '@evax/shared/contract/schemas';
import { tunisToday } from '@evax/shared/validation';
import type { FastifyInstance } from 'fastify';
import { callerOf, requirePermission } from '../../../../http/auth.js';
import { rabiesDashboard } from './rabies-dashboard-service.js';

/** The anti-rabies dashboard (spec 2 §2 /vaccine-antirabique, §6 "dashboard view"): today is the app's clock's day in Tunisia. */
export function rabiesDashboardRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { from?: string; to?: string; governorate?: number } }>(
    PATHS.rabiesDashboard,
    {
      schema: {
        querystring: RabiesDashboardQuery,
        response: { 200: RabiesDashboard },
        description: 'The anti-rabies figures of the sheets opened in a period and governorate, among the citizens the caller sees.',
      },
      preHandler: requirePermission(PERMISSIONS.vaccination.viewRabiesDashboard),
    },
    (request) => rabiesDashboard(app.db, callerOf(request), request.query, tunisToday(app.account.clock.now())),
  );
}
